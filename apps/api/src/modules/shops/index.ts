export { shopMemberExists } from './shop-member-exists';
export { type LoadedPage, shopPages } from './shop-pages';
export { shopRepository } from './shops-repository';
export { widgetShop } from './widget-shop';
