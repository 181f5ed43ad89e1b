export { countShopInbox, shopInbox } from './shop-inbox-repository';
export { shopInboxModule } from './shop-inbox-routes';
