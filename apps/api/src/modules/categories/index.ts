export { categoryRepository } from './categories-repository';
export { categoriesModule } from './categories-routes';
export { cachedCategoryTree } from './category-tree';
