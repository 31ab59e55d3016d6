import { styled } from '@club/stack';

/**
 * The one stylesheet of an article's rendered Markdown (headings, lists, quotes, code, images, tables):
 * the editor's preview, the public article and the member's article all show it through this element,
 * so what the author previews is what readers get. Its own entry (`@club/ui/article-body`): bundled by the
 * remotes that show articles, never by the shell.
 */
export const ArticleBody = styled.div`
  line-height: 1.7;
  overflow-wrap: anywhere;

  h1, h2, h3, h4 { margin-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.sm}; }
  p, ul, ol, blockquote, pre, table { margin-block: 0 ${({ theme }) => theme.space.md}; }
  ul, ol { padding-inline-start: ${({ theme }) => theme.space.lg}; }
  img { max-width: 100%; height: auto; }
  a { overflow-wrap: anywhere; }

  blockquote {
    margin-inline: 0;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-inline-start: 4px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-style: italic;
  }
  blockquote > :last-child { margin-block-end: 0; }

  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.9em;
    padding: 0.1em 0.3em;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  pre {
    overflow-x: auto;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  pre code { padding: 0; background: none; font-size: 0.875em; }

  table { border-collapse: collapse; display: block; overflow-x: auto; }
  th, td { padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm}; border: 1px solid ${({ theme }) => theme.colors.border}; }
`;
