import { Link, styled, useLocation } from '@club/stack';
import { Cluster, Text } from '@club/ui';

const Nav = styled(Cluster).attrs({ as: 'nav', justify: 'space-between', gap: 'md' })`
  a[aria-disabled='true'] { pointer-events: none; opacity: 0.5; }
`;

function hrefForPage({ pathname, search }: { pathname: string; search: string }, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Previous / next links keeping the other search params; "Page 2 sur 5 · 87 résultats". */
export function Pagination({ page, limit, total, label }: { page: number; limit: number; total: number; label: string }) {
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / limit));
  if (total === 0) return null;
  return (
    <Nav aria-label={label}>
      {page > 1 ? <Link to={hrefForPage(location, page - 1)}>Page précédente</Link> : <span />}
      <Text as="span" muted aria-live="polite">
        Page {Math.min(page, pages)} sur {pages} · {total} résultat{total > 1 ? 's' : ''}
      </Text>
      {page < pages ? <Link to={hrefForPage(location, page + 1)}>Page suivante</Link> : <span />}
    </Nav>
  );
}
