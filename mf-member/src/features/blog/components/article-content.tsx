import { ArticleBody } from '@club/ui/article-body';

/**
 * An article's HTML, as the API stored it after sanitising it with an allow-list (docs/decisions/130):
 * no script, no event handler, no `javascript:` link can be in it. Styled as the editor's preview.
 */
export function ArticleContent({ html }: { html: string }) {
  return <ArticleBody dangerouslySetInnerHTML={{ __html: html }} />;
}
