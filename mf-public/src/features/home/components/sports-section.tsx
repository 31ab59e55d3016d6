import { Link } from '@club/stack';
import { paths } from '../../../paths';
import { SECTION_CARDS_ID, SectionCards, sectionCardsUrl } from '../../../shared/components/section-cards';
import { useServerFragment } from '../../../shared/use-server-fragment';
import { HomeSection } from './section';

/** « Nos sections sportives »: the clubs' sections as admins edit them (the same cards as /sections, ADR 172). */
export function SportsSection() {
  const cards = useServerFragment(SECTION_CARDS_ID, sectionCardsUrl(3));
  return (
    <HomeSection
      id="sections"
      title="Nos sections sportives"
      intro="Loisir ou compétition, chaque section propose des créneaux par âge et par niveau, encadrés par des éducateurs diplômés. Les séances d'essai sont gratuites en septembre."
    >
      <SectionCards heading={3} fragment={cards} />
      <p>
        <Link to={paths.sections.href()}>Toutes les sections, leurs horaires et leurs contacts</Link>
      </p>
    </HomeSection>
  );
}
