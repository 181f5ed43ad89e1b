export { pageLoader } from './page-loader';
