export { categoryRepository } from './categories-repository';
export { categoriesModule } from './categories-routes';
export { cachedCategoryTree, type CategoryTree, type CategoryTreeSource } from './category-tree';
