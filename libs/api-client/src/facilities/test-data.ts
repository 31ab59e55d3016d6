import { DEFAULT_DISPONIBILITY, DEFAULT_OPENING_HOURS } from '@club/contracts';

export const COMPLEX_ID = '0b6b5f0e-3c43-4a7e-9a43-6f2d7f3c1a10';
export const ROOM_ID = '6f1d2f0a-8c1e-4a53-8b7e-2f5d0e3b9c21';
export const MINIBUS_ID = '9c2e4b6a-1d3f-4e5a-8b7c-0d1e2f3a4b5c';

const timestamps = { createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z' };

export const complex = {
  id: COMPLEX_ID,
  name: 'Complexe Jean-Bouin',
  description: '',
  street: '12 avenue du Stade',
  city: 'Rueil-Malmaison',
  postalCode: '92500',
  openingHours: DEFAULT_OPENING_HOURS,
  numberOfElevators: 1,
  accessibleForReducedMobility: true,
  parkingCapacity: 40,
  ...timestamps,
};

export const room = {
  id: ROOM_ID,
  name: 'Dojo',
  description: '',
  complexId: COMPLEX_ID,
  complexName: complex.name,
  sportType: 'Judo',
  openingHours: DEFAULT_OPENING_HOURS,
  isIndoor: true,
  accreditation: null,
  capacity: 30,
  ...timestamps,
};

export const roomReservation = (id: string, startAt: string, endAt: string) => ({
  id,
  title: 'Entraînement',
  startAt,
  endAt,
  roomId: ROOM_ID,
  roomName: room.name,
  bookerId: 'a5a0c1d2-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  bookerName: 'Admin Démo',
  status: 'pending',
  ...timestamps,
});

export const minibus = {
  id: MINIBUS_ID,
  name: 'Minibus 1',
  description: '',
  licensePlate: 'AB123CD',
  capacity: 9,
  disabledPersonCapacity: 1,
  disponibility: DEFAULT_DISPONIBILITY,
  isAvailable: true,
  ...timestamps,
};
