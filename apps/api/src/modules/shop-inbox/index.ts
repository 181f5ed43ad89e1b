export { countShopInbox, shopInbox } from './shop-inbox-repository';
