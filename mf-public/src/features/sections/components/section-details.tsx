import { ErrorView, LoadingView, NotFoundCard } from '@club/ui';
import type { FragmentState } from '../../../shared/use-server-fragment';
import { SectionPageIsland } from './section-island.styles';

/** The element the server fills with a section's page (api/src/features/static-site). */
export const SECTION_PAGE_ID = 'club-section-page';

/** A section's categories, weekly trainings, contact and how to join: the server's HTML, from the data admins edit. */
export function SectionDetails({ fragment }: { fragment: FragmentState }) {
  if (fragment.status === 'loading') return <LoadingView message="Chargement de la section…" />;
  if (fragment.status === 'not-found') return <NotFoundCard />;
  if (fragment.status === 'error')
    return (
      <ErrorView headingLevel={1} title="Section indisponible" message="La section ne peut pas être affichée pour le moment. Réessayez dans quelques instants." />
    );
  return <SectionPageIsland id={SECTION_PAGE_ID} data-served={fragment.servedFor} dangerouslySetInnerHTML={{ __html: fragment.html }} />;
}
