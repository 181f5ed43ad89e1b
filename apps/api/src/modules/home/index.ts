export { homeModule } from './home-routes';
