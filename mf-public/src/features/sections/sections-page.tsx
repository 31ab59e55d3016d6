import { Heading, LoadingView, Text, usePageTitle } from '@club/ui';
import { styled } from '@club/stack';
import { PageContainer } from '../../shared/components/page-container';
import { SECTION_CARDS_ID, SectionCards, sectionCardsUrl } from '../../shared/components/section-cards';
import { useServerFragment } from '../../shared/use-server-fragment';

const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 65ch;
`;

export const SECTIONS_PAGE_TITLE = 'Nos sections sportives';

/** `/sections`: every section of the clubs, each card leading to its categories, timetable and contact. */
export function SectionsPage() {
  usePageTitle(SECTIONS_PAGE_TITLE);
  const cards = useServerFragment(SECTION_CARDS_ID, sectionCardsUrl(2));
  return (
    <PageContainer>
      <Header>
        <Heading level={1}>{SECTIONS_PAGE_TITLE}</Heading>
        <Text muted>Choisissez une section pour voir ses catégories par âge, ses horaires d'entraînement, ses lieux et qui contacter.</Text>
      </Header>
      {cards.status === 'loading' ? <LoadingView message="Chargement des sections…" /> : null}
      {cards.status === 'error' || cards.status === 'not-found' ? (
        <Text muted>Les sections ne peuvent pas être affichées pour le moment. Réessayez dans quelques instants.</Text>
      ) : null}
      <SectionCards heading={2} fragment={cards} />
    </PageContainer>
  );
}
