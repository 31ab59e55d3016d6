import type { SiteConfig } from '@club/contracts';
import { mailtoHref } from '@club/ui';
import { formatAddress } from '../../../shared/format-address';
import { LegalSection } from './legal-document';

export function RightsSection() {
  return (
    <LegalSection id="droits" title="5. Vos droits">
      <p>Conformément au RGPD et à la loi Informatique et Libertés, vous disposez sur vos données des droits suivants&nbsp;:</p>
      <ul>
        <li>
          <strong>accès</strong>&nbsp;: savoir quelles données nous détenons et en obtenir une copie&nbsp;;
        </li>
        <li>
          <strong>rectification</strong>&nbsp;: faire corriger des données inexactes ou incomplètes&nbsp;;
        </li>
        <li>
          <strong>effacement</strong>&nbsp;: faire supprimer vos données, sauf si nous devons les conserver pour respecter une obligation légale&nbsp;;
        </li>
        <li>
          <strong>opposition</strong>&nbsp;: vous opposer à un traitement fondé sur notre intérêt légitime&nbsp;;
        </li>
        <li>
          <strong>limitation</strong>&nbsp;: demander le gel temporaire de l'utilisation de vos données, par exemple le temps de vérifier une contestation&nbsp;;
        </li>
        <li>
          <strong>portabilité</strong>&nbsp;: recevoir les données que vous nous avez fournies dans un format structuré et lisible par machine&nbsp;;
        </li>
        <li>
          <strong>retrait du consentement</strong>, à tout moment, pour les traitements qui en dépendent&nbsp;;
        </li>
        <li>
          <strong>directives</strong> sur le sort de vos données après votre décès.
        </li>
      </ul>
    </LegalSection>
  );
}

export function ExerciseRightsSection({ site }: { site: SiteConfig }) {
  return (
    <LegalSection id="exercer-vos-droits" title="6. Exercer vos droits">
      <p>Vous pouvez consulter et modifier la plupart de vos informations, et supprimer votre compte, depuis votre espace personnel (rubrique Paramètres).</p>
      <p>
        Pour toute autre demande, écrivez-nous à <a href={mailtoHref(site.email)}>{site.email}</a> ou par courrier à l'adresse suivante&nbsp;: {site.name},{' '}
        {formatAddress(site)}.
      </p>
      <p>
        Nous vous répondons dans un délai d'un mois, qui peut être prolongé de deux mois pour une demande complexe&nbsp;; nous vous en informerons alors. En cas de
        doute raisonnable sur votre identité, nous pourrons vous demander un justificatif.
      </p>
    </LegalSection>
  );
}

export function ComplaintSection() {
  return (
    <LegalSection id="reclamation" title="7. Réclamation auprès de la CNIL">
      <p>
        Si, après nous avoir contactés, vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de
        l'informatique et des libertés (CNIL), en ligne sur{' '}
        <a href="https://www.cnil.fr/fr/plaintes" rel="noopener noreferrer">
          cnil.fr
        </a>{' '}
        ou par courrier&nbsp;: CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07.
      </p>
    </LegalSection>
  );
}
