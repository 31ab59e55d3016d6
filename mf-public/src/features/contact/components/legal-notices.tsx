import type { SiteConfig } from '@club/contracts';
import { Link } from '@club/stack';
import { EmailAddress } from '@club/ui';
import { formatAddress } from '../../../shared/format-address';
import { Prose } from '../../../shared/components/prose';
import { HOSTING_NOTICE, PUBLICATION_DIRECTOR } from '../content/association-details';
import { paths } from '../../../paths';

/** Mentions légales (LCEN art. 6): publisher, publication director, host, intellectual property. */
export function LegalNotices({ site }: { site: SiteConfig }) {
  return (
    <section id="mentions-legales" aria-labelledby="mentions-legales-titre">
      <Prose>
        <h2 id="mentions-legales-titre">Mentions légales</h2>

        <h3>Éditeur du site</h3>
        <p>
          Le site est édité par l'association <strong>{site.name}</strong>, régie par la loi du 1<sup>er</sup> juillet 1901, déclarée en préfecture et fondée en{' '}
          {site.foundedYear}.
        </p>
        <p>
          Siège social&nbsp;: {formatAddress(site)}. Téléphone&nbsp;: {site.phone}. E-mail&nbsp;: <EmailAddress>{site.email}</EmailAddress>.
        </p>

        <h3>Directeur de la publication</h3>
        <p>{PUBLICATION_DIRECTOR}.</p>

        <h3>Hébergement</h3>
        <p>{HOSTING_NOTICE}</p>

        <h3>Propriété intellectuelle</h3>
        <p>
          Les textes, logos, photographies et la mise en page de ce site sont la propriété de l'association ou de leurs auteurs, qui en ont autorisé l'utilisation.
          Toute reproduction, représentation ou adaptation, totale ou partielle, sans autorisation écrite préalable de l'association est interdite, sauf usage privé
          ou courte citation mentionnant la source (articles L.&nbsp;122-4 et L.&nbsp;122-5 du Code de la propriété intellectuelle).
        </p>

        <h3>Données personnelles et cookies</h3>
        <p>
          Le traitement de vos données personnelles est décrit dans notre <Link to={paths.privacy.href()}>politique de confidentialité</Link>, et l'usage des cookies
          dans sa section <Link to={`${paths.privacy.href()}#cookies`}>Cookies</Link>. L'utilisation du site est régie par les{' '}
          <Link to={paths.terms.href()}>conditions d'utilisation</Link>.
        </p>
      </Prose>
    </section>
  );
}
