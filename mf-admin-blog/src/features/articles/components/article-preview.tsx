import { renderMarkdown } from '@club/blog-content';
import { styled } from '@club/stack';
import { ArticleBody } from '@club/ui/article-body';
import { useDeferredValue, useMemo } from 'react';

const Frame = styled.section`
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
  min-height: 12rem;

  h2:first-child { margin-top: 0; font-size: 1rem; }
`;

/**
 * Live preview of the Markdown as readers will see it. markdown-it escapes raw HTML and refuses script
 * links (ADR 130); the API sanitises the same HTML again before storing it.
 */
export function ArticlePreview({ markdown }: { markdown: string }) {
  const deferred = useDeferredValue(markdown);
  const html = useMemo(() => renderMarkdown(deferred), [deferred]);
  return (
    <Frame aria-labelledby="article-preview-title">
      <h2 id="article-preview-title">Aperçu</h2>
      <ArticleBody data-testid="article-preview" dangerouslySetInnerHTML={{ __html: html }} />
    </Frame>
  );
}
