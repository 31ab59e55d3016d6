export { usePageTitle } from './use-page-title';
