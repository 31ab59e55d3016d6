import type { SiteConfig } from '@club/contracts';
import { Link } from '@club/stack';
import { mailtoHref } from '@club/ui';
import { paths } from '../../../paths';
import { formatAddress } from '../../../shared/format-address';
import { LegalSection } from './legal-document';
import { ProcessingTable } from './processing-table';

export function ControllerSection({ site }: { site: SiteConfig }) {
  return (
    <LegalSection id="responsable" title="1. Responsable du traitement">
      <p>
        Le responsable du traitement des données personnelles collectées sur ce site est l'association loi 1901 <strong>{site.name}</strong>, dont le siège est situé{' '}
        {formatAddress(site)}, représentée par son bureau.
      </p>
      <p>
        L'association n'est pas tenue de désigner un délégué à la protection des données. Pour toute question sur vos données, écrivez-nous à{' '}
        <a href={mailtoHref(site.email)}>{site.email}</a>.
      </p>
    </LegalSection>
  );
}

export function CollectedDataSection() {
  return (
    <LegalSection id="donnees" title="2. Données collectées">
      <p>Nous ne collectons que les données utiles aux services que vous utilisez&nbsp;:</p>
      <h3>Votre compte</h3>
      <p>
        Nom, prénom, adresse e-mail, mot de passe (conservé uniquement sous forme hachée, illisible même pour nous), rôle, dates de création et de connexion,
        réglages de la validation en deux étapes si vous l'activez et, si vous les renseignez, date de naissance et numéro de téléphone. Les articles, commentaires
        et réactions que vous publiez sur le blog sont rattachés à votre compte.
      </p>
      <h3>Votre adhésion</h3>
      <p>
        Section et catégorie choisies, motivation, personne à prévenir en cas d'urgence (nom et téléphone), certificat médical ou attestation de réponse au
        questionnaire de santé, décision du bureau et ses commentaires. Vos inscriptions aux séances, votre place sur leurs listes d'attente, les avis de changement
        de séance qui vous sont adressés et ceux que vous avez désactivés. Pour les encadrants habilités&nbsp;: les réservations de salles et de minibus effectuées.
      </p>
      <h3>Le formulaire de contact</h3>
      <p>
        Nom, adresse e-mail, objet, message et date d'envoi, ainsi que les réponses que nous vous envoyons par e-mail. Votre adresse IP est utilisée de façon
        temporaire pour limiter les envois abusifs.
      </p>
      <h3>Les journaux techniques</h3>
      <p>
        Comme tout service en ligne, le serveur enregistre pour chaque requête l'adresse IP, la date et l'heure, l'adresse demandée, le code de réponse, le
        navigateur utilisé et un identifiant de requête. Lorsqu'une partie du site ne se charge pas, votre navigateur nous envoie un rapport d'erreur (module
        concerné, version, message d'erreur) pour que nous puissions la réparer.
      </p>
      <h3>Les mineurs</h3>
      <p>
        Pour un mineur de moins de 15&nbsp;ans, le compte et le dossier d'adhésion sont remplis par l'un de ses représentants légaux, qui exerce ses droits en son
        nom&nbsp;: l'adulte crée le profil de l'enfant (prénom, nom, date de naissance, lien de parenté) dans la rubrique «&nbsp;Ma famille&nbsp;» de son propre
        compte, et le conserve&nbsp;; l'enfant n'a ni adresse e-mail ni mot de passe sur le site.
      </p>
      <p>
        À partir de 15&nbsp;ans, son représentant légal peut lui ouvrir son propre compte, à sa propre adresse e-mail. Jusqu'à ses 18&nbsp;ans, l'adulte continue
        d'agir pour lui&nbsp;: il voit ses candidatures, ses adhésions, ses inscriptions aux séances, ses présences et son certificat médical, en télécharge une
        copie et peut supprimer son profil et toutes ses données tant qu'il n'a pas son propre compte.
      </p>
      <p>
        Les e-mails du club qui concernent un mineur sont adressés à son représentant légal (et à l'adolescent lui-même s'il a son propre compte). Les encadrants de
        sa section voient le nom et les coordonnées de l'adulte, que les autres familles ne voient jamais.
      </p>
    </LegalSection>
  );
}

export function PurposesSection() {
  return (
    <LegalSection id="finalites" title="3. Finalités, bases légales et durées de conservation">
      <ProcessingTable />
      <p>À l'issue de ces durées, les données sont supprimées ou rendues anonymes (par exemple pour établir des statistiques de fréquentation des sections).</p>
    </LegalSection>
  );
}

export function RecipientsSection() {
  return (
    <LegalSection id="destinataires" title="4. Destinataires et sécurité">
      <p>Vos données ne sont accessibles qu'aux personnes qui en ont besoin&nbsp;:</p>
      <ul>
        <li>les membres du bureau et le secrétariat&nbsp;;</li>
        <li>les responsables de section et les entraîneurs, pour les seuls adhérents de leur section&nbsp;;</li>
        <li>la fédération sportive de votre discipline, pour la délivrance de votre licence&nbsp;;</li>
        <li>
          l'hébergeur du site (voir les <Link to={`${paths.contact.href()}#mentions-legales`}>mentions légales</Link>) et, le cas échéant, le prestataire d'envoi des
          e-mails, qui agissent pour notre compte.
        </li>
      </ul>
      <p>Vos données ne sont ni vendues, ni louées, ni utilisées à des fins publicitaires. Elles sont traitées au sein de l'Union européenne.</p>
      <p>
        Les échanges avec le site sont chiffrés (HTTPS), les mots de passe hachés, l'adresse e-mail vérifiée à l'inscription, la validation en deux étapes proposée à
        chacun et les accès limités selon le rôle de chaque utilisateur.
      </p>
    </LegalSection>
  );
}
