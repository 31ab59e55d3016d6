import { Heading, Text, usePageTitle } from '@club/ui';
import { styled } from '@club/stack';
import { PageContainer } from '../../shared/components/page-container';
import { SectionCards } from './components/section-cards';

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
  return (
    <PageContainer>
      <Header>
        <Heading level={1}>{SECTIONS_PAGE_TITLE}</Heading>
        <Text muted>Choisissez une section pour voir ses catégories par âge, ses horaires d'entraînement, ses lieux et qui contacter.</Text>
      </Header>
      <SectionCards heading={2} />
    </PageContainer>
  );
}
