export { apiDocsModule, type ApiDocsModuleOptions } from './api-docs-routes';
export { openApiDocument } from './openapi-document';
export type { OpenApiDocument } from './openapi-types';
