import { styled } from '@club/stack';

/**
 * An article's HTML, as the API stored it after sanitising it with an allow-list (docs/decisions/130):
 * no script, no event handler, no `javascript:` link can be in it.
 */
const Body = styled.div`
  line-height: 1.7;
  overflow-wrap: anywhere;

  img { max-width: 100%; height: auto; }
  pre { overflow-x: auto; padding: ${({ theme }) => theme.space.sm}; background: ${({ theme }) => theme.colors.surfaceMuted}; }
  blockquote { margin-inline: 0; padding-inline-start: ${({ theme }) => theme.space.md}; border-inline-start: 4px solid ${({ theme }) => theme.colors.border}; }
`;

export function ArticleContent({ html }: { html: string }) {
  return <Body dangerouslySetInnerHTML={{ __html: html }} />;
}
