export { renderMarkdown } from './render-markdown';
