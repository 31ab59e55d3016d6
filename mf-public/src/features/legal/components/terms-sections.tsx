import type { SiteConfig } from '@club/contracts';
import { Link } from '@club/stack';
import { mailtoHref } from '@club/ui';
import { paths } from '../../../paths';
import { LegalSection } from './legal-document';

export function PurposeAndAccessSections({ site }: { site: SiteConfig }) {
  return (
    <>
      <LegalSection id="objet" title="1. Objet">
        <p>
          Les présentes conditions générales d'utilisation (CGU) encadrent l'accès au site de l'association {site.name} et son utilisation. Le site présente
          l'association et ses sections, et offre à ses utilisateurs un espace personnel&nbsp;: candidature, vie du club, blog et, pour les encadrants habilités,
          réservation des installations et des minibus.
        </p>
        <p>Utiliser le site vaut acceptation de ces conditions.</p>
      </LegalSection>
      <LegalSection id="acces" title="2. Accès au site">
        <p>
          Le site est accessible gratuitement à toute personne disposant d'un accès à Internet, dont les frais restent à sa charge. L'association s'efforce de le
          rendre accessible à tout moment, sans pouvoir le garantir&nbsp;: il peut être interrompu pour maintenance, mise à jour ou en cas de panne, sans préavis ni
          indemnité.
        </p>
      </LegalSection>
    </>
  );
}

export function AccountSection() {
  return (
    <LegalSection id="compte" title="3. Compte utilisateur et adhésion">
      <p>
        La création d'un compte nécessite une adresse e-mail valide, confirmée par un lien envoyé à cette adresse, et un mot de passe d'au moins 12&nbsp;caractères.
        Vous vous engagez à fournir des informations exactes et à les tenir à jour.
      </p>
      <p>
        Votre mot de passe est personnel et confidentiel&nbsp;: vous êtes responsable de l'usage fait de votre compte. Nous vous recommandons d'activer la validation
        en deux étapes. Si vous pensez que votre compte est utilisé par un tiers, changez votre mot de passe et prévenez-nous sans délai.
      </p>
      <p>
        Créer un compte ne vaut pas adhésion&nbsp;: l'adhésion prend effet après la validation de votre dossier par le bureau et le règlement de la cotisation. Elle
        est régie par les statuts et le règlement intérieur de l'association.
      </p>
      <p>
        Vous pouvez supprimer votre compte à tout moment depuis vos paramètres. L'association peut suspendre ou supprimer un compte en cas de manquement aux
        présentes conditions, après vous avoir invité à présenter vos observations, sauf urgence.
      </p>
    </LegalSection>
  );
}

export function ConductSection({ site }: { site: SiteConfig }) {
  return (
    <LegalSection id="comportement" title="4. Règles de conduite">
      <p>
        Les articles, commentaires et réactions publiés sur le site doivent rester courtois et conformes à l'esprit sportif du club. Sont notamment interdits&nbsp;:
      </p>
      <ul>
        <li>les propos injurieux, diffamatoires, discriminatoires, haineux ou harcelants&nbsp;;</li>
        <li>tout contenu illicite, violent ou contraire aux bonnes mœurs&nbsp;;</li>
        <li>
          la diffusion des données personnelles ou de l'image d'autrui sans son accord, et celle de l'image d'un mineur sans l'accord de ses représentants
          légaux&nbsp;;
        </li>
        <li>la publicité, le démarchage et les messages sans rapport avec la vie du club&nbsp;;</li>
        <li>toute tentative d'accéder sans droit à des données ou de perturber le fonctionnement du site.</li>
      </ul>
      <p>
        L'association peut retirer tout contenu contraire à ces règles. Pour signaler un contenu, écrivez à <a href={mailtoHref(site.email)}>{site.email}</a>.
      </p>
    </LegalSection>
  );
}

export function IntellectualPropertySection() {
  return (
    <LegalSection id="propriete-intellectuelle" title="5. Propriété intellectuelle">
      <p>
        Les contenus du site (textes, logos, photographies, mise en page) sont protégés par le droit d'auteur et ne peuvent être reproduits sans l'autorisation de
        l'association, comme le précisent les <Link to={`${paths.contact.href()}#mentions-legales`}>mentions légales</Link>.
      </p>
      <p>
        Vous restez titulaire des droits sur les contenus que vous publiez. Vous autorisez l'association, gratuitement et pour la durée de leur publication, à les
        afficher sur le site.
      </p>
    </LegalSection>
  );
}
