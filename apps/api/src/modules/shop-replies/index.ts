export { shopRepliesModule } from './shop-replies-routes';
