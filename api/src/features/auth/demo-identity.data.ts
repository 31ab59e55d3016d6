import type { Role } from '@club/contracts';

/** The password of every demo account (README, spec of the demo). */
export const DEMO_PASSWORD = 'Demo-Password-2026';
const DEMO_ADMIN_EMAIL = 'admin@demo.asso.fr';

interface DemoCategory {
  name: string;
  minAge?: number;
  maxAge?: number;
  gender?: 'mixed' | 'female' | 'male';
  maxMembers?: number;
}

const c = (name: string, minAge?: number, maxAge?: number, maxMembers?: number, gender?: DemoCategory['gender']): DemoCategory => ({
  name,
  ...(minAge === undefined ? {} : { minAge }),
  ...(maxAge === undefined ? {} : { maxAge }),
  ...(maxMembers === undefined ? {} : { maxMembers }),
  ...(gender === undefined ? {} : { gender }),
});

/** The sections of the landing page (mf-public), so a visitor applies to the sports they read about. Fees in euro cents. */
export const DEMO_SECTIONS: { name: string; sport: string; seasonFeeCents: number; description: string; categories: DemoCategory[] }[] = [
  {
    name: 'Football',
    sport: 'Football',
    seasonFeeCents: 18000,
    description: 'Entraînements au stade municipal, championnats départementaux de U11 à Vétérans.',
    categories: [c('U11', 9, 10, 24), c('U13', 11, 12, 24), c('U15', 13, 14, 24), c('Seniors', 18, undefined, 30, 'male'), c('Vétérans', 35, undefined, 25, 'male')],
  },
  {
    name: 'Natation',
    sport: 'Natation',
    seasonFeeCents: 16000,
    description: 'Apprentissage, perfectionnement et nage loisir à la piscine intercommunale.',
    categories: [c('Enfants', 6, 11, 20), c('Adolescents', 12, 17, 20), c('Adultes', 18, undefined, 30), c('Loisirs', 18)],
  },
  {
    name: 'Judo',
    sport: 'Judo',
    seasonFeeCents: 19000,
    description: "Judo et self-défense au dojo, de l'éveil aux ceintures noires.",
    categories: [c('Poussins', 7, 8, 20), c('Benjamins', 9, 10, 20), c('Minimes', 11, 12, 20), c('Seniors', 18)],
  },
  {
    name: 'Tennis de table',
    sport: 'Tennis de table',
    seasonFeeCents: 12000,
    description: 'Entraînements par niveau, championnat par équipes et jeu libre en salle annexe.',
    categories: [c('Jeunes', 8, 17, 16), c('Loisirs', 18), c('Compétition', 14, undefined, 16)],
  },
  {
    name: 'Basket-ball',
    sport: 'Basket-ball',
    seasonFeeCents: 17000,
    description: 'Équipes masculines et féminines au gymnase Jean-Bouin.',
    categories: [c('U11', 9, 10, 15), c('U13', 11, 12, 15), c('Seniors', 18, undefined, 15, 'female')],
  },
  {
    name: 'Gymnastique',
    sport: 'Gymnastique',
    seasonFeeCents: 15000,
    description: "Gymnastique artistique, baby gym et gym d'entretien.",
    categories: [c('Baby gym', 2, 5, 12), c('Enfants', 6, 11, 18), c('Adultes', 18)],
  },
  {
    name: 'Athlétisme',
    sport: 'Athlétisme',
    seasonFeeCents: 14000,
    description: 'Piste de 400 m, sprint, demi-fond, sauts et lancers.',
    categories: [c('U13', 11, 12, 25), c('U16', 13, 15, 25), c('Seniors', 20), c('Loisirs', 18)],
  },
  {
    name: 'Randonnée',
    sport: 'Randonnée pédestre',
    seasonFeeCents: 6000,
    description: "Sorties à la journée le dimanche, marche nordique en semaine et séjour en montagne l'été.",
    categories: [c('Marche nordique', 18, undefined, 20), c('Randonnée à la journée', 16)],
  },
];

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** Phone and date of birth: null leaves the first-login profile step to do. */
  profile: { phone: string; dateOfBirth: string } | null;
  /** Applications, oldest first: section, category, status, days before seeding. */
  applications: { section: string; category: string; status: 'pending' | 'approved' | 'rejected'; daysAgo: number; motivation: string; comments?: string }[];
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: DEMO_ADMIN_EMAIL,
    firstName: 'Nathalie',
    lastName: 'Lefèvre',
    role: 'admin',
    profile: { phone: '06 21 43 65 87', dateOfBirth: '1978-05-12' },
    applications: [],
  },
  {
    email: 'coach@demo.asso.fr',
    firstName: 'Karim',
    lastName: 'Benali',
    role: 'coach',
    profile: { phone: '06 32 54 76 98', dateOfBirth: '1985-11-03' },
    applications: [],
  },
  {
    email: 'membre@demo.asso.fr',
    firstName: 'Julie',
    lastName: 'Moreau',
    role: 'member',
    profile: { phone: '06 45 67 89 01', dateOfBirth: '1992-02-24' },
    applications: [
      {
        section: 'Natation',
        category: 'Adultes',
        status: 'approved',
        daysAgo: 40,
        motivation: 'Je nage depuis le lycée et je cherche un club pour progresser en crawl.',
        comments: 'Bienvenue dans la section natation !',
      },
    ],
  },
  {
    email: 'responsable@demo.asso.fr',
    firstName: 'Sophie',
    lastName: 'Marchand',
    role: 'section_manager',
    profile: { phone: '06 58 24 13 97', dateOfBirth: '1981-09-18' },
    applications: [],
  },
  { email: 'nouveau@demo.asso.fr', firstName: 'Thomas', lastName: 'Girard', role: 'user', profile: null, applications: [] },
  {
    email: 'sophie.laurent@demo.asso.fr',
    firstName: 'Sophie',
    lastName: 'Laurent',
    role: 'member',
    profile: { phone: '06 11 28 47 93', dateOfBirth: '1989-10-02' },
    applications: [
      {
        section: 'Natation',
        category: 'Adultes',
        status: 'approved',
        daysAgo: 25,
        motivation: 'Ancienne nageuse de club, je veux reprendre deux entraînements par semaine.',
        comments: 'Ravis de vous compter parmi nous !',
      },
    ],
  },
  {
    email: 'antoine.dubois@demo.asso.fr',
    firstName: 'Antoine',
    lastName: 'Dubois',
    role: 'member',
    profile: { phone: '07 82 36 15 40', dateOfBirth: '1996-03-15' },
    applications: [
      {
        section: 'Natation',
        category: 'Adultes',
        status: 'approved',
        daysAgo: 10,
        motivation: 'Je prépare mon premier triathlon et je dois progresser en crawl.',
      },
    ],
  },
  {
    email: 'lucas.bernard@demo.asso.fr',
    firstName: 'Lucas',
    lastName: 'Bernard',
    role: 'user',
    profile: { phone: '06 12 98 34 76', dateOfBirth: '2013-06-08' },
    applications: [
      {
        section: 'Football',
        category: 'U13',
        status: 'pending',
        daysAgo: 0,
        motivation: "Je joue à l'école tous les midis et je voudrais faire des matchs le week-end.",
      },
    ],
  },
  {
    email: 'emma.roux@demo.asso.fr',
    firstName: 'Emma',
    lastName: 'Roux',
    role: 'user',
    profile: { phone: '07 65 43 21 09', dateOfBirth: '2014-09-19' },
    applications: [
      {
        section: 'Judo',
        category: 'Benjamins',
        status: 'pending',
        daysAgo: 2,
        motivation: "J'ai fait deux ans de judo avant de déménager et j'ai ma ceinture jaune-orange.",
      },
    ],
  },
  {
    email: 'hugo.fontaine@demo.asso.fr',
    firstName: 'Hugo',
    lastName: 'Fontaine',
    role: 'user',
    profile: { phone: '06 78 12 45 90', dateOfBirth: '1990-01-30' },
    applications: [
      {
        section: 'Tennis de table',
        category: 'Compétition',
        status: 'rejected',
        daysAgo: 20,
        motivation: 'Classé 9 en championnat jeunes, je souhaite jouer par équipes.',
        comments: "L'équipe compétition est complète cette saison ; la section loisirs a encore des places.",
      },
      { section: 'Tennis de table', category: 'Loisirs', status: 'pending', daysAgo: 5, motivation: 'Je souhaite jouer en loisir deux soirs par semaine.' },
    ],
  },
  {
    email: 'chloe.mercier@demo.asso.fr',
    firstName: 'Chloé',
    lastName: 'Mercier',
    role: 'user',
    profile: { phone: '06 54 32 10 98', dateOfBirth: '1987-07-14' },
    applications: [
      {
        section: 'Gymnastique',
        category: 'Adultes',
        status: 'pending',
        daysAgo: 12,
        motivation: 'Je cherche une activité régulière de renforcement musculaire en soirée.',
      },
    ],
  },
];
