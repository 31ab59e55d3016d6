import { useLocation } from '@club/stack';
import { usePageTitle } from '@club/ui';
import { useMemo } from 'react';
import { PageContainer } from '../../shared/components/page-container';
import { SECTION_PAGE_ID, SectionDetails } from './components/section-details';
import { useServerFragment } from '../../shared/use-server-fragment';

/** The title of the prerendered pattern page; the server puts the section's own name in the served HTML. */
export const SECTION_PAGE_TITLE = 'Section';

const sectionFragmentUrl = (slug: string) => `/api/public/site/sections/${encodeURIComponent(slug)}`;

/** A section's name, from the heading of the server's HTML. */
function sectionNameOf(html: string): string | undefined {
  if (typeof DOMParser === 'undefined') return undefined;
  return new DOMParser().parseFromString(html, 'text/html').querySelector('h1')?.textContent?.trim() || undefined;
}

/** The section's segment of `/sections/{slug}` (the facade has no useParams; the path is this page's own). */
function slugOfPath(pathname: string): string {
  const segment = pathname.split('/').filter(Boolean)[1] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** `/sections/{slug}`: one section for visitors, built at each request from what admins last saved. */
export function SectionPage() {
  const sectionSlug = slugOfPath(useLocation().pathname);
  const fragment = useServerFragment(SECTION_PAGE_ID, sectionFragmentUrl(sectionSlug));
  const html = fragment.status === 'ready' ? fragment.html : '';
  const name = useMemo(() => (html ? sectionNameOf(html) : undefined), [html]);
  usePageTitle(name ?? SECTION_PAGE_TITLE);
  return (
    <PageContainer>
      <SectionDetails fragment={fragment} />
    </PageContainer>
  );
}
