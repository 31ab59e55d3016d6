/** The sections presented on the landing page (demo content: edit freely, the page adapts). */
export interface SportSection {
  name: string;
  audience: string;
  description: string;
  venue: string;
}

export const SPORTS: readonly SportSection[] = [
  {
    name: 'Football',
    audience: 'Dès 5 ans',
    description: 'École de football, équipes jeunes de U7 à U18, seniors, vétérans et une équipe féminine engagée en championnat.',
    venue: 'Stade municipal',
  },
  {
    name: 'Basket-ball',
    audience: 'Dès 6 ans',
    description: 'Mini-basket pour les plus jeunes, équipes en championnat départemental et basket loisir en soirée pour les adultes.',
    venue: 'Complexe sportif, grande salle',
  },
  {
    name: 'Judo',
    audience: 'Dès 4 ans',
    description: 'Éveil judo, judo et ju-jitsu, taïso pour se remettre en forme\u00a0; passages de grades tout au long de la saison.',
    venue: 'Complexe sportif, dojo',
  },
  {
    name: 'Natation',
    audience: 'Dès 6 ans',
    description: 'Apprentissage et perfectionnement, natation sportive en compétition, aquaforme pour les adultes.',
    venue: 'Piscine intercommunale',
  },
  {
    name: 'Tennis de table',
    audience: 'Dès 7 ans',
    description: 'Entraînements dirigés par niveau, championnat par équipes et créneaux de jeu libre ouverts à tous.',
    venue: 'Complexe sportif, salle annexe',
  },
  {
    name: 'Athlétisme',
    audience: 'Dès 7 ans',
    description: 'Courses, sauts et lancers sur piste, groupe running adultes et préparation aux courses sur route.',
    venue: 'Stade municipal, piste',
  },
  {
    name: 'Gymnastique',
    audience: 'Dès 3 ans',
    description: 'Baby gym, gymnastique artistique, et gym douce pour garder la forme à tout âge.',
    venue: 'Complexe sportif, salle de gymnastique',
  },
  {
    name: 'Randonnée',
    audience: 'Adultes',
    description: "Une sortie à la journée chaque dimanche en Île-de-France, marche nordique en semaine et un séjour en montagne l'été.",
    venue: 'Départ du complexe sportif',
  },
];
