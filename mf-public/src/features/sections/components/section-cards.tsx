import { LoadingView, Text } from '@club/ui';
import { useServerFragment } from '../use-server-fragment';
import { SectionCardsIsland } from './section-island.styles';

/** The element the server fills with the section cards (api/src/features/static-site). */
export const SECTION_CARDS_ID = 'club-section-cards';

const cardsUrl = (heading: 2 | 3) => `/api/public/site/sections?heading=${heading}`;

/**
 * The clubs' sections as cards, each linking to its page: the server's HTML, from the data admins edit.
 * `heading` is the level of each card's title (3 under the home's « Nos sections sportives », 2 on /sections).
 */
export function SectionCards({ heading }: { heading: 2 | 3 }) {
  const fragment = useServerFragment(SECTION_CARDS_ID, cardsUrl(heading));
  if (fragment.status === 'loading') return <LoadingView message="Chargement des sections…" />;
  if (fragment.status !== 'ready') return <Text muted>Les sections ne peuvent pas être affichées pour le moment. Réessayez dans quelques instants.</Text>;
  return <SectionCardsIsland id={SECTION_CARDS_ID} data-heading={heading} data-served={fragment.servedFor} dangerouslySetInnerHTML={{ __html: fragment.html }} />;
}
