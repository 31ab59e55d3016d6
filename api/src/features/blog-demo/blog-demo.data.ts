import type { ArticleStatus, ArticleVisibility, ReactionType } from '@club/contracts';

/** Demo blog articles (issue 13): published public ones, one members-only, one scheduled, one draft. */
export interface DemoArticle {
  title: string;
  excerpt: string;
  content: string;
  tags: string[];
  status: ArticleStatus;
  visibility: ArticleVisibility;
  /** Days from the seed's date (negative: in the past; positive: scheduled). Null for a draft. */
  publishedInDays: number | null;
  author: 'admin' | 'coach';
  coverImageUrl: string | null;
  comments: {
    author: 'membre' | 'coach' | 'admin';
    content: string;
    hidden?: boolean;
    reactions?: { author: 'membre' | 'coach' | 'admin'; type: ReactionType }[];
  }[];
  reactions: { author: 'membre' | 'coach' | 'admin'; type: ReactionType }[];
}

export const DEMO_TAGS = ['Compétition', 'Vie du club', 'Jeunes', 'Natation', 'Basket-ball', 'Événement'];

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    title: 'Les U13 remportent le tournoi de printemps',
    excerpt: 'Six victoires en six matchs : nos jeunes basketteurs ramènent la coupe au gymnase.',
    content:
      '## Un week-end parfait\n\nSamedi et dimanche, nos **U13** ont disputé le tournoi régional de printemps. Six matchs, six victoires, et une finale gagnée de **4 points** face à Nanterre.\n\n- Meilleure attaque du tournoi\n- Trophée du fair-play\n\nMerci aux parents et aux bénévoles qui ont assuré les déplacements en minibus !',
    tags: ['Compétition', 'Jeunes', 'Basket-ball'],
    status: 'published',
    visibility: 'public',
    publishedInDays: -3,
    author: 'coach',
    coverImageUrl: null,
    comments: [
      {
        author: 'membre',
        content: "Bravo à toute l'équipe, quel parcours !",
        reactions: [
          { author: 'coach', type: 'like' },
          { author: 'admin', type: 'like' },
        ],
      },
      { author: 'admin', content: 'Félicitations aux joueurs et aux entraîneurs.', reactions: [{ author: 'coach', type: 'love' }] },
    ],
    reactions: [
      { author: 'membre', type: 'celebrate' },
      { author: 'admin', type: 'applause' },
    ],
  },
  {
    title: 'Reprise des cours de natation adultes',
    excerpt: 'Les créneaux du mardi et du jeudi soir rouvrent à la piscine municipale.',
    content:
      'Les cours de natation adultes reprennent **mardi à 20 h** et **jeudi à 20 h 30**.\n\nInscriptions auprès de la section ou sur la page [Contact](/contact). Le certificat médical est obligatoire.',
    tags: ['Natation', 'Vie du club'],
    status: 'published',
    visibility: 'public',
    publishedInDays: -10,
    author: 'admin',
    coverImageUrl: null,
    comments: [{ author: 'membre', content: 'Reste-t-il des places le jeudi ?' }],
    reactions: [{ author: 'membre', type: 'like' }],
  },
  {
    title: 'Fête du club : rendez-vous le 20 juin',
    excerpt: 'Démonstrations, tournoi familial et barbecue au complexe sportif.',
    content:
      'La grande fête annuelle du club aura lieu **samedi 20 juin** au complexe sportif.\n\n1. Démonstrations de judo et de gymnastique\n2. Tournoi familial de basket\n3. Barbecue offert aux adhérents\n\nVenez nombreux !',
    tags: ['Événement', 'Vie du club'],
    status: 'published',
    visibility: 'public',
    publishedInDays: -1,
    author: 'admin',
    coverImageUrl: null,
    comments: [{ author: 'coach', content: 'Nous cherchons des bénévoles pour le barbecue, signalez-vous !' }],
    reactions: [
      { author: 'membre', type: 'love' },
      { author: 'coach', type: 'like' },
    ],
  },
  {
    title: "Compte rendu de l'assemblée générale",
    excerpt: 'Bilan financier, nouveaux membres du bureau et projets de la saison.',
    content:
      "## Bilan de la saison\n\nL'assemblée générale s'est tenue vendredi. Le bilan financier a été approuvé à l'unanimité.\n\n> Le club compte cette année plus de 600 adhérents.\n\nLe compte rendu complet est réservé aux membres.",
    tags: ['Vie du club'],
    status: 'published',
    visibility: 'members',
    publishedInDays: -5,
    author: 'admin',
    coverImageUrl: null,
    comments: [{ author: 'membre', content: 'Merci pour ce compte rendu détaillé.' }],
    reactions: [{ author: 'coach', type: 'applause' }],
  },
  {
    title: "Stage multisport des vacances d'été",
    excerpt: 'Une semaine de découverte pour les 8–12 ans, inscriptions bientôt ouvertes.',
    content: 'Du **6 au 10 juillet**, le club organise un stage multisport pour les 8–12 ans : basket, natation, judo et athlétisme.',
    tags: ['Jeunes', 'Événement'],
    status: 'published',
    visibility: 'public',
    publishedInDays: 7,
    author: 'admin',
    coverImageUrl: null,
    comments: [],
    reactions: [],
  },
  {
    title: 'Nouveau partenariat avec la mairie',
    excerpt: 'Brouillon en cours de rédaction.',
    content: 'Texte à compléter après la signature de la convention.',
    tags: ['Vie du club'],
    status: 'draft',
    visibility: 'public',
    publishedInDays: null,
    author: 'coach',
    coverImageUrl: null,
    comments: [],
    reactions: [],
  },
];
