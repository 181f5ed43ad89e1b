export { seedDatabase, type SeedOptions } from './seed-database';
export { storeSeedFiles, type StoreFile } from './steps/dispute-files';
export { DISPUTE_DESCRIPTIONS } from './steps/disputes';
export { SEED_REFERENCE_DATE } from './seed-clock';
export { SEED_SIZES, isSeedSizeName, type SeedSizeName } from './seed-sizes';
export {
  DEMO_ACCOUNTS,
  DEMO_IDS,
  DEMO_PRODUCT,
  DEMO_REVIEWER_ORDER,
  DEMO_SHOP,
  SECOND_REVIEWER_DRAFT,
  SECOND_REVIEWER_ORDER,
} from './demo-accounts';
export {
  BRANDS,
  COLOURS,
  PRODUCT_ADJECTIVES,
  PRODUCT_COPY,
  QUESTIONS_AND_ANSWERS,
  shopRepliesFor,
} from './vocabulary';
export { CATEGORY_TREE } from './category-tree';
export { PICTURE_COLOURS, pictureColourOf } from './picture-colours';
export { priceRangeUsd } from './product-draw';
export { Prng } from './prng';
export { SEED_COUNTRIES, SEED_CURRENCIES } from './currencies';
export {
  generatedCatalogue,
  type GeneratedCatalogue,
  type GeneratedProduct,
  type GeneratedShop,
} from './generated-catalogue';
