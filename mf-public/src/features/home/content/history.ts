/** Milestones of the association (demo content). The founding year itself comes from the site config. */
export const MILESTONES: readonly { when: string; text: string }[] = [
  {
    when: 'Années 1960',
    text: "Le complexe sportif municipal ouvre ses portes\u00a0: le basket-ball et le judo rejoignent le club, bientôt suivis par l'athlétisme.",
  },
  { when: '1982', text: "La section natation naît avec l'ouverture de la piscine intercommunale." },
  { when: '2004', text: 'La randonnée et la gym douce ouvrent le club au sport-santé et aux seniors.' },
  {
    when: "Aujourd'hui",
    text: 'Plus de 1\u00a0200 adhérents de 3 à 85 ans, près de 80 bénévoles et des équipes engagées du niveau départemental au niveau régional.',
  },
];

export const VALUES: readonly { title: string; text: string }[] = [
  {
    title: 'Le sport pour tous',
    text: "Des cotisations modérées, le Pass'Sport accepté, le paiement en plusieurs fois et des créneaux de sport adapté pour les personnes en situation de handicap.",
  },
  {
    title: 'Le bénévolat',
    text: "Le club est administré par un bureau élu en assemblée générale et vit grâce à l'engagement de ses bénévoles, parents, joueurs et anciens.",
  },
  {
    title: 'Le respect',
    text: "Fair-play sur le terrain comme en tribune\u00a0: chaque adhérent s'engage à respecter la charte du club, ses partenaires, ses adversaires et l'arbitrage.",
  },
  {
    title: 'La santé',
    text: 'Des éducateurs diplômés, une pratique adaptée à chaque âge et le plaisir de bouger avant la performance.',
  },
];
