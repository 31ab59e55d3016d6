import { Link, styled, useLocation } from '@club/stack';
import { Cluster, Text } from '@club/ui';

const Nav = styled(Cluster).attrs({ as: 'nav', justify: 'space-between', gap: 'md' })``;

function hrefForOffset({ pathname, search }: { pathname: string; search: string }, offset: number): string {
  const params = new URLSearchParams(search);
  if (offset <= 0) params.delete('offset');
  else params.set('offset', String(offset));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Spec §2: the users list pages with `offset` (better-auth's list-users), keeping the other params. */
export function OffsetPagination({ offset, limit, total, label }: { offset: number; limit: number; total: number; label: string }) {
  const location = useLocation();
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / limit));
  const page = Math.min(pages, Math.floor(offset / limit) + 1);
  return (
    <Nav aria-label={label}>
      {offset > 0 ? <Link to={hrefForOffset(location, Math.max(0, offset - limit))}>Page précédente</Link> : <span />}
      <Text as="span" muted aria-live="polite">
        Page {page} sur {pages} · {total} utilisateur{total > 1 ? 's' : ''}
      </Text>
      {offset + limit < total ? <Link to={hrefForOffset(location, offset + limit)}>Page suivante</Link> : <span />}
    </Nav>
  );
}
