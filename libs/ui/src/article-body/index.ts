export { ArticleBody } from './article-body';
