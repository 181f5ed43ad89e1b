export { shopMemberExists } from './shop-member-exists';
export { shopPages } from './shop-pages';
export { shopRepository } from './shops-repository';
