import { styled, useLocation, useNavigate } from '@club/stack';
import { Heading, LoadingView, Text, usePageTitle } from '@club/ui';
import type { MouseEvent } from 'react';
import { PageContainer } from '../../shared/components/page-container';
import { useServerFragment } from '../../shared/use-server-fragment';

/** The element the server fills with a page of the archive (api/src/features/static-site, blog-site.ts). */
export const BLOG_ARCHIVE_ID = 'club-blog-archive';
export const BLOG_ARCHIVE_TITLE = 'Actualités du club';

/** `?page=` of the address, 1 when absent or not a page number (as the server reads it). */
export function archivePageOf(search: string): number {
  const page = new URLSearchParams(search).get('page') ?? '';
  return /^[1-9][0-9]{0,5}$/.test(page) ? Number(page) : 1;
}

const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 65ch;
`;

/** The server's list and pager (class names of blog-site.ts), styled here. */
const Archive = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};

  &:empty { display: none; }
  .articles { list-style: none; margin: 0; padding: 0; display: grid; gap: ${({ theme }) => theme.space.lg}; }
  article {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    padding-bottom: ${({ theme }) => theme.space.lg};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  article img { width: 100%; max-height: 14rem; object-fit: cover; border-radius: ${({ theme }) => theme.radii.md}; }
  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; overflow-wrap: break-word; }
  p { margin: 0; max-width: 72ch; }
  time { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  .tags { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.xs}; }
  .tags li {
    padding: 0.1em 0.6em;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .pager { display: flex; flex-wrap: wrap; align-items: center; gap: ${({ theme }) => theme.space.md}; }
  .pager [rel='next'] { margin-inline-start: auto; }
`;

/** A click on one of the island's links to this site stays in the app (no page reload), as a <Link> would. */
function useInAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//') || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };
}

/**
 * `/blog`: every published public article, newest first, ten a page, with a French pager. Prerendered with an
 * empty island the server fills with the page asked for (ADR 178); a visit that started elsewhere fetches it.
 */
export function BlogArchivePage() {
  usePageTitle(BLOG_ARCHIVE_TITLE);
  const page = archivePageOf(useLocation().search);
  const fragment = useServerFragment(BLOG_ARCHIVE_ID, `/api/public/site/blog?page=${page}`);
  const served = fragment.status === 'ready' ? fragment : undefined;
  const followLink = useInAppLinks();
  return (
    <PageContainer>
      <Header>
        <Heading level={1}>{BLOG_ARCHIVE_TITLE}</Heading>
        <Text muted>
          Les nouvelles des sections, des compétitions et de la vie de l'association, des plus récentes aux plus anciennes.{' '}
          <a href="/blog/rss.xml">Suivre les actualités (flux RSS)</a>
        </Text>
      </Header>
      {fragment.status === 'loading' ? <LoadingView message="Chargement des actualités…" /> : null}
      {fragment.status === 'error' || fragment.status === 'not-found' ? (
        <Text muted>Les actualités ne peuvent pas être affichées pour le moment. Réessayez dans quelques instants.</Text>
      ) : null}
      {/* The server's own escaped HTML (titles, dates, excerpts, tags, links): no script can be in it. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the clicks are those of the links inside, which stay links. */}
      <Archive id={BLOG_ARCHIVE_ID} data-served={served?.servedFor} onClick={followLink} dangerouslySetInnerHTML={{ __html: served?.html ?? '' }} />
    </PageContainer>
  );
}
