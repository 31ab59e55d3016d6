import { describe, expect, it } from 'vitest';
import { CreateComplexInputSchema, UpdateComplexInputSchema } from './complex';
import { CreateMinibusInputSchema, UpdateMinibusInputSchema } from './minibus';
import { DEFAULT_DISPONIBILITY, DEFAULT_OPENING_HOURS } from './opening-hours';
import { CreateRoomInputSchema, UpdateRoomInputSchema } from './room';
import { issuesOf } from './test-issues';

const complex = { name: 'Complexe Jean-Bouin', street: '12 avenue du Stade', city: 'Rueil-Malmaison', postalCode: '92500', openingHours: DEFAULT_OPENING_HOURS };
const room = { name: 'Gymnase A', complexId: '3f1c2a9e-8f7b-4c1d-9a2e-5b6c7d8e9f00', sportType: 'Basket-ball', openingHours: DEFAULT_OPENING_HOURS, capacity: 30 };
const minibus = { name: 'Minibus 1', licensePlate: 'ab-123-cd', capacity: 9, disponibility: DEFAULT_DISPONIBILITY };

describe('complex forms', () => {
  it('fills the defaults of a new complex', () => {
    expect(CreateComplexInputSchema.parse(complex)).toMatchObject({ description: '', numberOfElevators: 0, parkingCapacity: 0, accessibleForReducedMobility: true });
  });

  it.each([
    [{ name: ' ' }, 'name', 'Le nom est requis'],
    [{ name: 'a'.repeat(256) }, 'name', 'Le nom ne peut pas dépasser 255 caractères'],
    [{ description: 'a'.repeat(501) }, 'description', 'La description ne peut pas dépasser 500 caractères'],
    [{ street: '' }, 'street', 'La rue est requise'],
    [{ city: undefined }, 'city', 'La ville est requise'],
    [{ postalCode: '9250' }, 'postalCode', 'Le code postal doit contenir au moins 5 caractères'],
    [{ postalCode: '92500123456' }, 'postalCode', 'Le code postal ne peut pas dépasser 10 caractères'],
    [{ numberOfElevators: -1 }, 'numberOfElevators', "Le nombre d'ascenseurs doit être un nombre entier positif"],
    [{ parkingCapacity: 2.5 }, 'parkingCapacity', 'La capacité du parking doit être un nombre entier positif'],
    [{ openingHours: undefined }, 'openingHours', "Les horaires d'ouverture sont requis"],
  ])('rejects %j', (patch, path, message) => {
    expect(issuesOf(CreateComplexInputSchema, { ...complex, ...patch })).toEqual([{ path, message }]);
  });

  it('edits only what is given, without defaults', () => {
    expect(UpdateComplexInputSchema.parse({ city: 'Nanterre' })).toEqual({ city: 'Nanterre' });
  });
});

describe('room forms', () => {
  it('defaults isIndoor to true and an empty accreditation to none', () => {
    expect(CreateRoomInputSchema.parse({ ...room, accreditation: '' })).toMatchObject({ isIndoor: true, accreditation: null, description: '' });
  });

  it.each([
    [{ complexId: 'abc' }, 'complexId', 'ID de complexe invalide'],
    [{ sportType: '' }, 'sportType', 'Le type de sport est requis'],
    [{ sportType: 'a'.repeat(101) }, 'sportType', 'Le type de sport ne peut pas dépasser 100 caractères'],
    [{ accreditation: 'a'.repeat(256) }, 'accreditation', "L'accréditation ne peut pas dépasser 255 caractères"],
    [{ capacity: -3 }, 'capacity', 'La capacité doit être un nombre entier positif'],
    [{ capacity: Number.NaN }, 'capacity', 'La capacité doit être un nombre entier positif'],
    // Above PostgreSQL's integer column (2^31 - 1): was a 500 there.
    [{ capacity: 2 ** 31 }, 'capacity', 'Ce nombre ne peut pas dépasser 1 000 000'],
  ])('rejects %j', (patch, path, message) => {
    expect(issuesOf(CreateRoomInputSchema, { ...room, ...patch })).toEqual([{ path, message }]);
  });

  it('never moves a room to another complex on edit', () => {
    expect(issuesOf(UpdateRoomInputSchema, { complexId: room.complexId })).toEqual([
      { path: 'complexId', message: "Le complexe d'une salle ne peut pas être modifié" },
    ]);
    expect(UpdateRoomInputSchema.parse({ capacity: 12 })).toEqual({ capacity: 12 });
  });
});

describe('minibus forms', () => {
  it('stores plates in capitals and fills the defaults', () => {
    expect(CreateMinibusInputSchema.parse(minibus)).toMatchObject({ licensePlate: 'AB-123-CD', disabledPersonCapacity: 0, isAvailable: true });
  });

  it.each([
    [{ licensePlate: ' ' }, 'licensePlate', "La plaque d'immatriculation est requise"],
    [{ licensePlate: 'AB-1234-CD' }, 'licensePlate', "La plaque d'immatriculation ne peut pas dépasser 9 caractères"],
    [{ capacity: 0 }, 'capacity', "La capacité doit être d'au moins 1"],
    [{ disabledPersonCapacity: -1 }, 'disabledPersonCapacity', 'La capacité pour personnes handicapées doit être positive'],
    [{ disabledPersonCapacity: 10 }, 'disabledPersonCapacity', 'Les places PMR ne peuvent pas dépasser la capacité du minibus'],
  ])('rejects %j', (patch, path, message) => {
    expect(issuesOf(CreateMinibusInputSchema, { ...minibus, ...patch })).toEqual([{ path, message }]);
  });

  it('edits only what is given', () => {
    expect(UpdateMinibusInputSchema.parse({ isAvailable: false })).toEqual({ isAvailable: false });
  });
});
