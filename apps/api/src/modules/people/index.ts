export { peopleModule } from './people-routes';
