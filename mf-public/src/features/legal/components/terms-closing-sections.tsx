import { Link } from '@club/stack';
import { paths } from '../../../paths';
import { LegalSection } from './legal-document';

export function LiabilitySection() {
  return (
    <LegalSection id="responsabilite" title="6. Responsabilité">
      <p>
        L'association veille à l'exactitude des informations publiées (horaires, lieux, tarifs), qui peuvent toutefois évoluer en cours de saison&nbsp;; en cas de
        doute, renseignez-vous auprès du secrétariat. Elle ne saurait être tenue responsable d'une interruption du site, d'une utilisation non conforme aux présentes
        conditions ni du contenu des sites tiers vers lesquels il renvoie.
      </p>
      <p>Chaque utilisateur est responsable des contenus qu'il publie et de la sécurité de son propre équipement.</p>
    </LegalSection>
  );
}

export function PersonalDataSection() {
  return (
    <LegalSection id="donnees-personnelles" title="7. Données personnelles">
      <p>
        Le traitement de vos données personnelles et vos droits sont décrits dans la <Link to={paths.privacy.href()}>politique de confidentialité</Link>, et l'usage
        des cookies dans sa section <Link to={`${paths.privacy.href()}#cookies`}>Cookies et stockage local</Link>.
      </p>
    </LegalSection>
  );
}

export function ChangesSection() {
  return (
    <LegalSection id="modification" title="8. Modification des conditions">
      <p>
        L'association peut modifier les présentes conditions, notamment pour tenir compte de l'évolution du site ou de la réglementation. La date de la dernière mise
        à jour figure en haut de cette page. Les utilisateurs inscrits sont informés des changements importants sur le site ou par e-mail&nbsp;; continuer à utiliser
        le site vaut acceptation de la nouvelle version.
      </p>
    </LegalSection>
  );
}

export function GoverningLawSection() {
  return (
    <LegalSection id="droit-applicable" title="9. Droit applicable et litiges">
      <p>
        Les présentes conditions sont soumises au droit français. En cas de différend, nous vous invitons à nous écrire au préalable (voir la page{' '}
        <Link to={paths.contact.href()}>Contact</Link>) afin de rechercher une solution amiable. À défaut, le litige sera porté devant les juridictions françaises
        compétentes.
      </p>
    </LegalSection>
  );
}
