import { type Column, DataTable } from '@club/ui/data-table';

interface Processing {
  processing: string;
  purpose: string;
  basis: string;
  retention: string;
}

const ROWS: readonly Processing[] = [
  {
    processing: 'Compte utilisateur',
    purpose: "Vous identifier, sécuriser l'accès à votre espace, publier sur le blog",
    basis: "Exécution des conditions d'utilisation",
    retention: 'Tant que le compte est actif, puis 3\u00a0ans après la dernière connexion. Suppression immédiate si vous supprimez votre compte.',
  },
  {
    processing: 'Adhésion et vie du club',
    purpose: 'Instruire votre dossier, gérer les licences, les entraînements, les compétitions et les réservations',
    basis: "Exécution du contrat d'adhésion (statuts de l'association)",
    retention: "Durée de l'adhésion, puis 3\u00a0ans après la fin de la dernière saison",
  },
  {
    processing: 'Certificat médical ou questionnaire de santé',
    purpose: "Vérifier l'aptitude à la pratique sportive",
    basis: 'Obligation légale (Code du sport, articles L.\u00a0231-2 et suivants)',
    retention: 'Durée de validité du document (trois saisons au plus), puis suppression',
  },
  {
    processing: 'Formulaire de contact',
    purpose: 'Répondre à votre demande',
    basis: 'Votre consentement, donné en cochant la case du formulaire',
    retention: '12\u00a0mois après notre dernier échange',
  },
  {
    processing: "Journaux techniques et rapports d'erreur",
    purpose: 'Sécurité du site, prévention des abus, diagnostic des pannes',
    basis: "Intérêt légitime de l'association à protéger son site",
    retention: '6\u00a0mois',
  },
];

const PROCESSING: Column<Processing> = { header: 'Traitement', cell: (row) => row.processing };

const COLUMNS: Column<Processing>[] = [
  { header: 'Finalité', cell: (row) => row.purpose },
  { header: 'Base légale', cell: (row) => row.basis },
  { header: 'Durée de conservation', cell: (row) => row.retention },
];

export function ProcessingTable() {
  return (
    <DataTable caption="Traitements de données personnelles" hideCaption rows={ROWS} rowKey={(row) => row.processing} rowHeader={PROCESSING} columns={COLUMNS} />
  );
}
