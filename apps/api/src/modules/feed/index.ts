export { feedEventWriter } from './feed-event-writer';
export { feedModule } from './feed-routes';
