import type { Disponibility, OpeningHours, Weekday } from '@club/contracts';

/** Demo facilities (never in production): three complexes near Paris, their rooms, two minibuses, weekly sessions. */

const day = (open: string, close: string) => ({ open, close, closed: false });
const closed = { open: null, close: null, closed: true };
const week = (weekdays: ReturnType<typeof day>, saturday: ReturnType<typeof day> | typeof closed, sunday: ReturnType<typeof day> | typeof closed): OpeningHours => ({
  monday: weekdays,
  tuesday: weekdays,
  wednesday: weekdays,
  thursday: weekdays,
  friday: weekdays,
  saturday,
  sunday,
});

const GYMNASIUM_HOURS = week(day('08:00', '22:00'), day('09:00', '19:00'), day('09:00', '13:00'));
const POOL_HOURS = week(day('07:00', '21:30'), day('09:00', '18:00'), day('09:00', '12:30'));
const STADIUM_HOURS = week(day('08:00', '22:00'), day('08:00', '20:00'), day('08:00', '18:00'));
const LEARNING_POOL_HOURS = week(day('09:00', '19:00'), day('09:00', '13:00'), closed);

export interface DemoRoom {
  key: string;
  name: string;
  description: string;
  sportType: string;
  isIndoor: boolean;
  accreditation: string | null;
  capacity: number;
  openingHours: OpeningHours;
}

export const DEMO_COMPLEXES: {
  name: string;
  description: string;
  street: string;
  city: string;
  postalCode: string;
  openingHours: OpeningHours;
  numberOfElevators: number;
  accessibleForReducedMobility: boolean;
  parkingCapacity: number;
  rooms: DemoRoom[];
}[] = [
  {
    name: 'Complexe sportif municipal Jean-Bouin',
    description: 'Gymnase, dojo et salle de gymnastique au cœur de la ville, vestiaires rénovés en 2023.',
    street: '12 avenue du Stade',
    city: 'Rueil-Malmaison',
    postalCode: '92500',
    openingHours: GYMNASIUM_HOURS,
    numberOfElevators: 1,
    accessibleForReducedMobility: true,
    parkingCapacity: 80,
    rooms: [
      {
        key: 'gym',
        name: 'Gymnase Jean-Bouin',
        description: 'Terrain de basket-ball et de handball, tribune de 250 places.',
        sportType: 'Basket-ball',
        isIndoor: true,
        accreditation: 'Homologation FFBB niveau 2',
        capacity: 300,
        openingHours: GYMNASIUM_HOURS,
      },
      {
        key: 'dojo',
        name: 'Dojo Jean-Bouin',
        description: 'Tatami de 200 m², vestiaires attenants.',
        sportType: 'Judo',
        isIndoor: true,
        accreditation: null,
        capacity: 40,
        openingHours: GYMNASIUM_HOURS,
      },
      {
        key: 'gymnastics',
        name: 'Salle de gymnastique',
        description: 'Praticable, barres asymétriques, poutres et fosse de réception.',
        sportType: 'Gymnastique',
        isIndoor: true,
        accreditation: null,
        capacity: 60,
        openingHours: GYMNASIUM_HOURS,
      },
    ],
  },
  {
    name: 'Piscine intercommunale des Coteaux',
    description: "Bassin sportif de 25 m et bassin d'apprentissage, accessible aux personnes à mobilité réduite.",
    street: '3 rue des Bains',
    city: 'Suresnes',
    postalCode: '92150',
    openingHours: POOL_HOURS,
    numberOfElevators: 2,
    accessibleForReducedMobility: true,
    parkingCapacity: 120,
    rooms: [
      {
        key: 'pool',
        name: 'Bassin sportif 25 m',
        description: 'Six couloirs, plots de départ, chronométrage électronique.',
        sportType: 'Natation',
        isIndoor: true,
        accreditation: 'Agrément FFN compétitions régionales',
        capacity: 120,
        openingHours: POOL_HOURS,
      },
      {
        key: 'learning-pool',
        name: "Bassin d'apprentissage",
        description: "Profondeur 0,90 m à 1,20 m, idéal pour l'éveil aquatique.",
        sportType: 'Natation',
        isIndoor: true,
        accreditation: null,
        capacity: 30,
        openingHours: LEARNING_POOL_HOURS,
      },
    ],
  },
  {
    name: 'Stade municipal Marcel-Cerdan',
    description: "Terrain synthétique éclairé, piste d'athlétisme de 400 m et courts de tennis.",
    street: '45 boulevard de la République',
    city: 'Saint-Cloud',
    postalCode: '92210',
    openingHours: STADIUM_HOURS,
    numberOfElevators: 0,
    accessibleForReducedMobility: false,
    parkingCapacity: 150,
    rooms: [
      {
        key: 'football',
        name: 'Terrain de football synthétique',
        description: 'Terrain à 11 éclairé, deux vestiaires.',
        sportType: 'Football',
        isIndoor: false,
        accreditation: 'Classement FFF niveau 5',
        capacity: 500,
        openingHours: STADIUM_HOURS,
      },
      {
        key: 'track',
        name: "Piste d'athlétisme",
        description: 'Piste de 400 m, aires de saut et de lancer.',
        sportType: 'Athlétisme',
        isIndoor: false,
        accreditation: null,
        capacity: 200,
        openingHours: STADIUM_HOURS,
      },
      {
        key: 'tennis',
        name: 'Courts de tennis extérieurs',
        description: 'Quatre courts en terre battue synthétique.',
        sportType: 'Tennis',
        isIndoor: false,
        accreditation: null,
        capacity: 16,
        openingHours: STADIUM_HOURS,
      },
    ],
  },
];

const available = (open: string, close: string) => ({ open, close, available: true });
const unavailable = { open: null, close: null, available: false };
const disponibility = (sunday: typeof unavailable | ReturnType<typeof available>): Disponibility => ({
  monday: available('07:00', '21:00'),
  tuesday: available('07:00', '21:00'),
  wednesday: available('07:00', '21:00'),
  thursday: available('07:00', '21:00'),
  friday: available('07:00', '21:00'),
  saturday: available('06:00', '22:00'),
  sunday,
});

export const DEMO_MINIBUSES = [
  {
    key: 'trafic',
    name: 'Renault Trafic 9 places',
    description: 'Minibus des déplacements en championnat, attelage pour remorque.',
    licensePlate: 'FG-482-KL',
    capacity: 9,
    disabledPersonCapacity: 0,
    disponibility: disponibility(available('08:00', '20:00')),
    isAvailable: true,
  },
  {
    key: 'boxer',
    name: 'Peugeot Boxer TPMR',
    description: "Rampe d'accès et deux places pour fauteuil roulant.",
    licensePlate: 'HJ-915-MN',
    capacity: 8,
    disabledPersonCapacity: 2,
    disponibility: disponibility(unavailable),
    isAvailable: true,
  },
];

/** A weekly session: resource key, Paris weekday and times, who books it. */
export interface DemoSession {
  resource: string;
  weekday: Weekday;
  start: string;
  end: string;
  title: string;
  booker: 'admin' | 'coach';
}

export const DEMO_ROOM_SESSIONS: DemoSession[] = [
  { resource: 'gym', weekday: 'tuesday', start: '18:00', end: '19:30', title: 'Basket-ball U13 — entraînement', booker: 'coach' },
  { resource: 'gym', weekday: 'thursday', start: '20:00', end: '21:30', title: 'Basket-ball seniors — entraînement', booker: 'coach' },
  { resource: 'gym', weekday: 'saturday', start: '14:00', end: '17:00', title: 'Match de championnat départemental', booker: 'admin' },
  { resource: 'dojo', weekday: 'wednesday', start: '14:00', end: '15:30', title: 'Judo poussins', booker: 'coach' },
  { resource: 'dojo', weekday: 'friday', start: '19:00', end: '20:30', title: 'Judo seniors et self-défense', booker: 'coach' },
  { resource: 'gymnastics', weekday: 'wednesday', start: '10:00', end: '11:00', title: 'Baby gym', booker: 'admin' },
  { resource: 'pool', weekday: 'tuesday', start: '20:00', end: '21:00', title: 'Natation adultes', booker: 'coach' },
  { resource: 'pool', weekday: 'saturday', start: '10:00', end: '11:30', title: 'École de natation', booker: 'coach' },
  { resource: 'learning-pool', weekday: 'wednesday', start: '15:00', end: '16:00', title: 'Éveil aquatique', booker: 'admin' },
  { resource: 'football', weekday: 'wednesday', start: '16:00', end: '17:30', title: 'Football U11', booker: 'coach' },
  { resource: 'football', weekday: 'sunday', start: '10:00', end: '12:00', title: 'Match seniors à domicile', booker: 'admin' },
  { resource: 'track', weekday: 'monday', start: '18:30', end: '20:00', title: 'Athlétisme — demi-fond', booker: 'coach' },
  { resource: 'tennis', weekday: 'saturday', start: '09:00', end: '12:00', title: 'École de tennis', booker: 'coach' },
];

/** Trips: start and end weekdays of the same week (end on a later or the same day). */
export const DEMO_TRIPS: (Omit<DemoSession, 'weekday'> & { weekday: Weekday; endWeekday: Weekday; week: number })[] = [
  { resource: 'trafic', week: 0, weekday: 'saturday', endWeekday: 'saturday', start: '07:30', end: '19:00', title: 'Tournoi U13 à Nanterre', booker: 'coach' },
  {
    resource: 'boxer',
    week: 1,
    weekday: 'friday',
    endWeekday: 'saturday',
    start: '16:00',
    end: '20:00',
    title: 'Championnat régional de natation à Rouen',
    booker: 'admin',
  },
  { resource: 'trafic', week: 2, weekday: 'sunday', endWeekday: 'sunday', start: '08:00', end: '13:00', title: 'Cross départemental à Meudon', booker: 'coach' },
  {
    resource: 'boxer',
    week: 2,
    weekday: 'wednesday',
    endWeekday: 'wednesday',
    start: '13:00',
    end: '18:00',
    title: 'Sortie handisport au stade Charléty',
    booker: 'admin',
  },
];

/** Weeks of sessions seeded after the seeding day. */
export const DEMO_WEEKS = 3;
