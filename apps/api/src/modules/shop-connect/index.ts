export { shopClaimsModule } from './shop-claims-routes';
export { shopAdminModule } from './shop-admin-routes';
export {
  apiKeysRepository,
  type ApiKeyHolder,
  type ApiKeysRepository,
} from './api-keys-repository';
export { shopAnsweredForBy } from './shop-owner';
