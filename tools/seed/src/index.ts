export { seedDatabase, SEED_REFERENCE_DATE, type SeedOptions } from './seed-database';
export { SEED_SIZES, isSeedSizeName, type SeedSizeName } from './seed-sizes';
export { DEMO_ACCOUNTS, DEMO_PRODUCT, DEMO_SHOP, SECOND_REVIEWER_DRAFT } from './demo-accounts';
export { BRANDS, COLOURS, PRODUCT_ADJECTIVES } from './vocabulary';
export { CATEGORY_TREE } from './category-tree';
