import { styled } from '@club/stack';
import { useEffect, useState } from 'react';

/** The element the server fills with the latest public articles (api/src/features/static-site). */
export const LATEST_ARTICLES_ID = 'club-latest-articles';
const FRAGMENT_URL = '/blog/latest.html';

const Island = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  &:empty { display: none; }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.md};
    grid-template-columns: repeat(auto-fill, minmax(min(16rem, 100%), 1fr));
  }
  li {
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  h3 { margin: 0 0 ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  time { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  p { margin: ${({ theme }) => theme.space.xs} 0 0; }
`;

/** What the server put in the page, when the visit started on `/` (read before the app replaces it). */
function serverContent(): string {
  if (typeof document === 'undefined') return '';
  return document.getElementById(LATEST_ARTICLES_ID)?.innerHTML ?? '';
}

/**
 * « Actualités du club »: the three latest public articles. The server renders them into the
 * prerendered page (no script on `/` for it); the app keeps that HTML as is when it takes over, and a
 * visit that started elsewhere asks the server for the same fragment once. The HTML is the server's
 * own escaped text (titles, dates, excerpts, links to /blog/{id}).
 */
export function LatestArticles() {
  const [html, setHtml] = useState(serverContent);
  useEffect(() => {
    if (html) return;
    const controller = new AbortController();
    fetch(FRAGMENT_URL, { signal: controller.signal, credentials: 'same-origin' })
      .then((response) => (response.ok ? response.text() : ''))
      .then(setHtml)
      .catch(() => undefined);
    return () => controller.abort();
  }, [html]);
  return <Island id={LATEST_ARTICLES_ID} aria-labelledby="actualites-titre" dangerouslySetInnerHTML={{ __html: html }} />;
}
