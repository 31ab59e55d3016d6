import { Link } from '@club/stack';
import { SectionCards } from '../../sections/components/section-cards';
import { paths } from '../../../paths';
import { HomeSection } from './section';

/** « Nos sections sportives »: the clubs' sections as admins edit them (the same cards as /sections, ADR 172). */
export function SportsSection() {
  return (
    <HomeSection
      id="sections"
      title="Nos sections sportives"
      intro="Loisir ou compétition, chaque section propose des créneaux par âge et par niveau, encadrés par des éducateurs diplômés. Les séances d'essai sont gratuites en septembre."
    >
      <SectionCards heading={3} />
      <p>
        <Link to={paths.sections.href()}>Toutes les sections, leurs horaires et leurs contacts</Link>
      </p>
    </HomeSection>
  );
}
