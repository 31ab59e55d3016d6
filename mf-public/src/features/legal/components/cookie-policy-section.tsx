import { type Column, DataTable } from '@club/ui/data-table';
import { LegalSection } from './legal-document';

interface Tracker {
  name: string;
  kind: string;
  purpose: string;
  lifetime: string;
}

const TRACKERS: readonly Tracker[] = [
  {
    name: 'Cookie de session',
    kind: 'Cookie, déposé seulement si vous vous connectez',
    purpose: 'Vous garder connecté et protéger vos requêtes',
    lifetime: '7\u00a0jours, prolongés tant que vous utilisez le site\u00a0; supprimé à la déconnexion',
  },
  {
    name: 'Cookie de validation en deux étapes',
    kind: "Cookie, pendant la connexion si vous avez activé l'option",
    purpose: 'Relier la saisie du code à votre tentative de connexion',
    lifetime: 'Quelques minutes',
  },
  {
    name: 'cookieConsent',
    kind: 'Cookie, déposé seulement si vous cliquez sur «\u00a0Accepter\u00a0»',
    purpose: "Ne plus afficher le bandeau d'information sur les cookies",
    lifetime: "Jusqu'à ce que vous supprimiez les cookies du site",
  },
  {
    name: 'theme',
    kind: 'Stockage local du navigateur (jamais transmis au serveur)',
    purpose: "Retenir votre choix d'apparence\u00a0: clair, sombre ou selon votre appareil",
    lifetime: "Jusqu'à ce que vous changiez de choix ou effaciez les données du site",
  },
];

const NAME: Column<Tracker> = { header: 'Nom', cell: (tracker) => tracker.name };

const COLUMNS: Column<Tracker>[] = [
  { header: 'Nature', cell: (tracker) => tracker.kind },
  { header: 'Finalité', cell: (tracker) => tracker.purpose },
  { header: 'Durée', cell: (tracker) => tracker.lifetime },
];

export function CookiePolicySection() {
  return (
    <LegalSection id="cookies" title="8. Cookies et stockage local">
      <p>
        Un cookie est un petit fichier déposé sur votre appareil par le site que vous consultez. Ce site n'utilise que des cookies et traceurs{' '}
        <strong>strictement nécessaires</strong> à son fonctionnement ou au service que vous demandez, dispensés de consentement par l'article 82 de la loi
        Informatique et Libertés.
      </p>
      <p>
        <strong>Aucun cookie publicitaire, de mesure d'audience ou de réseau social</strong> n'est déposé, et aucun outil de suivi d'un tiers n'est chargé.
      </p>
      <DataTable caption="Cookies et stockage local utilisés" hideCaption rows={TRACKERS} rowKey={(tracker) => tracker.name} rowHeader={NAME} columns={COLUMNS} />
      <h3>Votre choix et comment le modifier</h3>
      <p>
        Le bandeau affiché lors de votre première visite vous informe de ces usages. Si vous cliquez sur «&nbsp;Refuser&nbsp;», rien n'est enregistré et le bandeau
        réapparaîtra à votre prochaine visite&nbsp;; le site fonctionne de la même façon dans les deux cas.
      </p>
      <p>
        Pour revenir sur votre choix, supprimez les cookies de ce site dans les réglages de votre navigateur&nbsp;: le bandeau s'affichera de nouveau. Votre choix
        d'apparence se modifie à tout moment avec le sélecteur de thème de l'en-tête, et l'effacement des données du site le remet à «&nbsp;selon votre
        appareil&nbsp;».
      </p>
    </LegalSection>
  );
}
