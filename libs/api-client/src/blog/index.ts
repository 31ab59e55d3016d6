export { BlogCallError, blogErrorMessage, type BlogCall } from './blog-call-error';
export { blogKeys, type ArticleListParams, type PublicArticleListParams } from './blog-keys';
export * from './articles';
export * from './tags';
export * from './comments';
export * from './reactions';
