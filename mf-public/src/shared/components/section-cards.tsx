import type { FragmentState } from '../use-server-fragment';
import { CardsIsland } from './cards-island';

/** The element the server fills with the section cards (api/src/features/static-site). */
export const SECTION_CARDS_ID = 'club-section-cards';

/** `heading`: the level of each card's title (3 under the home's « Nos sections sportives », 2 on /sections). */
export const sectionCardsUrl = (heading: 2 | 3) => `/api/public/site/sections?heading=${heading}`;

/** The clubs' sections as cards, each linking to its page: the server's HTML, from the data admins edit (ADR 172). */
export function SectionCards({ heading, fragment }: { heading: 2 | 3; fragment: FragmentState }) {
  const served = fragment.status === 'ready' ? fragment : undefined;
  return <CardsIsland id={SECTION_CARDS_ID} data-heading={heading} data-served={served?.servedFor} dangerouslySetInnerHTML={{ __html: served?.html ?? '' }} />;
}
