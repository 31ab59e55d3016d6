import type { TrainingSessionType, Weekday } from '@club/contracts';

/**
 * The demo week of training sessions (never in production). Sessions in a room take over the facilities demo's
 * weekly booking of the same slot (`booking`, its title there); the others are in a free-text place.
 */
export interface DemoTrainingSlot {
  section: string;
  category: string;
  type: TrainingSessionType;
  title: string;
  weekday: Weekday;
  start: string;
  end: string;
  /** The facilities demo booking this session holds (DEMO_ROOM_SESSIONS title), or a place. */
  booking?: string;
  place?: string;
  /** The demo coach (coach@demo.asso.fr) leads it. */
  coached?: boolean;
  maxParticipants?: number;
  notes?: string;
}

export const DEMO_TRAINING_SLOTS: DemoTrainingSlot[] = [
  {
    section: 'Basket-ball',
    category: 'U13',
    type: 'training',
    title: 'Entraînement',
    weekday: 'tuesday',
    start: '18:00',
    end: '19:30',
    booking: 'Basket-ball U13 — entraînement',
    coached: true,
    maxParticipants: 15,
    notes: 'Travail du dribble et du tir en course.',
  },
  {
    section: 'Basket-ball',
    category: 'Seniors',
    type: 'training',
    title: 'Entraînement',
    weekday: 'thursday',
    start: '20:00',
    end: '21:30',
    booking: 'Basket-ball seniors — entraînement',
    coached: true,
  },
  {
    section: 'Basket-ball',
    category: 'Seniors',
    type: 'match',
    title: 'Match de championnat départemental',
    weekday: 'saturday',
    start: '14:00',
    end: '17:00',
    booking: 'Match de championnat départemental',
    notes: 'Rendez-vous 13:15 au gymnase.',
  },
  {
    section: 'Judo',
    category: 'Poussins',
    type: 'training',
    title: 'Cours poussins',
    weekday: 'wednesday',
    start: '14:00',
    end: '15:30',
    booking: 'Judo poussins',
    maxParticipants: 20,
  },
  {
    section: 'Judo',
    category: 'Seniors',
    type: 'training',
    title: 'Judo et self-défense',
    weekday: 'friday',
    start: '19:00',
    end: '20:30',
    booking: 'Judo seniors et self-défense',
  },
  {
    section: 'Gymnastique',
    category: 'Baby gym',
    type: 'training',
    title: 'Baby gym',
    weekday: 'wednesday',
    start: '10:00',
    end: '11:00',
    booking: 'Baby gym',
    maxParticipants: 12,
  },
  {
    section: 'Natation',
    category: 'Adultes',
    type: 'training',
    title: 'Perfectionnement crawl',
    weekday: 'tuesday',
    start: '20:00',
    end: '21:00',
    booking: 'Natation adultes',
    coached: true,
    maxParticipants: 30,
  },
  {
    section: 'Natation',
    category: 'Enfants',
    type: 'training',
    title: 'École de natation',
    weekday: 'saturday',
    start: '10:00',
    end: '11:30',
    booking: 'École de natation',
  },
  {
    section: 'Natation',
    category: 'Enfants',
    type: 'training',
    title: 'Éveil aquatique',
    weekday: 'wednesday',
    start: '15:00',
    end: '16:00',
    booking: 'Éveil aquatique',
  },
  {
    section: 'Football',
    category: 'U11',
    type: 'training',
    title: 'Entraînement',
    weekday: 'wednesday',
    start: '16:00',
    end: '17:30',
    booking: 'Football U11',
    maxParticipants: 24,
  },
  {
    section: 'Football',
    category: 'Seniors',
    type: 'match',
    title: 'Match à domicile',
    weekday: 'sunday',
    start: '10:00',
    end: '12:00',
    booking: 'Match seniors à domicile',
  },
  {
    section: 'Athlétisme',
    category: 'Seniors',
    type: 'training',
    title: 'Demi-fond',
    weekday: 'monday',
    start: '18:30',
    end: '20:00',
    booking: 'Athlétisme — demi-fond',
  },
  {
    section: 'Randonnée',
    category: 'Marche nordique',
    type: 'training',
    title: 'Marche nordique',
    weekday: 'thursday',
    start: '09:30',
    end: '11:30',
    place: 'Parc de la Malmaison, entrée avenue Napoléon-Bonaparte',
  },
  {
    section: 'Football',
    category: 'U13',
    type: 'meeting',
    title: 'Réunion des parents',
    weekday: 'friday',
    start: '18:30',
    end: '19:30',
    place: 'Club-house du stade Marcel-Cerdan',
  },
];

/** The demo coach's categories: he is named coach of them (if the clubs seed did not already). */
export const DEMO_COACHED = DEMO_TRAINING_SLOTS.filter((slot) => slot.coached).map(({ section, category }) => ({ section, category }));
