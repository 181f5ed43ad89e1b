export { ordersApiModule } from './orders-api-routes';
