import { CardsIsland } from '../../../shared/components/cards-island';
import { useServerFragment } from '../../../shared/use-server-fragment';

/** The element the server fills with the latest public articles (api/src/features/static-site). */
export const LATEST_ARTICLES_ID = 'club-latest-articles';

/**
 * « Actualités du club »: the three latest public articles. The server renders them into the
 * prerendered page (no script on `/` for it); the app keeps that HTML as is when it takes over, and a
 * visit that started elsewhere asks the server for the same fragment once. The HTML is the server's
 * own escaped text (titles, dates, excerpts, links to /blog/{id}).
 */
export function LatestArticles() {
  const fragment = useServerFragment(LATEST_ARTICLES_ID, '/blog/latest.html');
  const served = fragment.status === 'ready' ? fragment : undefined;
  return (
    <CardsIsland
      as="section"
      id={LATEST_ARTICLES_ID}
      aria-labelledby="actualites-titre"
      data-served={served?.servedFor}
      dangerouslySetInnerHTML={{ __html: served?.html ?? '' }}
    />
  );
}
