import { Link, styled, useLocation } from '@club/stack';
import { Cluster, Text } from '@club/ui';

const Nav = styled(Cluster).attrs({ as: 'nav', justify: 'space-between', gap: 'md' })`
  a[aria-disabled='true'] { pointer-events: none; opacity: 0.5; }
`;

type PageParam = 'page' | 'offset';

function hrefForPage({ pathname, search }: { pathname: string; search: string }, page: number, param: PageParam, limit: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(param);
  else params.set(param, String(param === 'page' ? page : (page - 1) * limit));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * Previous / next links keeping the other search params; "Page 2 sur 5 · 87 résultats". The URL carries
 * the page number, or with `param="offset"` the first row's offset (better-auth's list-users, spec §2).
 */
export function Pagination({ page, limit, total, label, param = 'page' }: { page: number; limit: number; total: number; label: string; param?: PageParam }) {
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / limit));
  if (total === 0) return null;
  return (
    <Nav aria-label={label}>
      {page > 1 ? <Link to={hrefForPage(location, page - 1, param, limit)}>Page précédente</Link> : <span />}
      <Text as="span" muted aria-live="polite">
        Page {Math.min(page, pages)} sur {pages} · {total} résultat{total > 1 ? 's' : ''}
      </Text>
      {page < pages ? <Link to={hrefForPage(location, page + 1, param, limit)}>Page suivante</Link> : <span />}
    </Nav>
  );
}
