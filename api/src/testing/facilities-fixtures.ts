import { DEFAULT_DISPONIBILITY, DEFAULT_OPENING_HOURS, type Role } from '@club/contracts';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/database';
import { signedInAs, type TestUser } from './auth-helpers';
import { createTestApp } from './test-app';

/** Monday 23 March 2026, 10:00 in Paris (winter time); summer time starts on Sunday 29 March. */
export const FACILITIES_NOW = new Date('2026-03-23T09:00:00.000Z');

export type Signed = { user: TestUser; headers: Record<string, string> };
export type RoleActors = Record<Exclude<Role, 'user'> | 'user', Signed>;

export interface Reply<Body = unknown> {
  status: number;
  body: Body;
}

/** One request with the session headers of a role (none for a visitor); JSON in, JSON out. */
export async function call<Body = Record<string, unknown>>(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<Reply<Body>> {
  const init: RequestInit = { method, headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) } };
  if (body !== undefined) init.body = JSON.stringify(body);
  const res = await app.request(path, init);
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Body };
}

/** The app at a fixed clock, with one signed-in user per role. */
export async function facilitiesTestbed(database: DatabaseHandle, now: () => Date = () => FACILITIES_NOW) {
  const app = createTestApp(database, { now });
  const roles: Role[] = ['user', 'member', 'coach', 'section_manager', 'admin'];
  const signed = await Promise.all(roles.map((role) => signedInAs(app, database, role)));
  const as = Object.fromEntries(roles.map((role, index) => [role, signed[index]!])) as RoleActors;
  return { app, as };
}

export const complexBody = (patch: Record<string, unknown> = {}) => ({
  name: 'Complexe sportif Jean-Bouin',
  street: '12 avenue du Stade',
  city: 'Rueil-Malmaison',
  postalCode: '92500',
  openingHours: DEFAULT_OPENING_HOURS,
  ...patch,
});

export const roomBody = (complexId: string, patch: Record<string, unknown> = {}) => ({
  name: 'Gymnase A',
  complexId,
  sportType: 'Basket-ball',
  openingHours: DEFAULT_OPENING_HOURS,
  capacity: 40,
  ...patch,
});

let plateNumber = 100;
export const minibusBody = (patch: Record<string, unknown> = {}) => ({
  name: 'Minibus 9 places',
  licensePlate: `AB-${plateNumber++}-CD`,
  capacity: 9,
  disabledPersonCapacity: 1,
  disponibility: DEFAULT_DISPONIBILITY,
  ...patch,
});

/** A complex and one room in it (default opening hours), created by the admin through the API. */
export async function createRoom(app: App, admin: Signed, roomPatch: Record<string, unknown> = {}) {
  const complex = await call<{ id: string }>(app, 'POST', '/api/complexes', admin.headers, complexBody());
  if (complex.status !== 201) throw new Error(`complex fixture failed: ${JSON.stringify(complex.body)}`);
  const room = await call<{ id: string }>(app, 'POST', '/api/rooms', admin.headers, roomBody(complex.body.id, roomPatch));
  if (room.status !== 201) throw new Error(`room fixture failed: ${JSON.stringify(room.body)}`);
  return { complexId: complex.body.id, roomId: room.body.id };
}

export async function createMinibus(app: App, admin: Signed, patch: Record<string, unknown> = {}) {
  const minibus = await call<{ id: string }>(app, 'POST', '/api/minibuses', admin.headers, minibusBody(patch));
  if (minibus.status !== 201) throw new Error(`minibus fixture failed: ${JSON.stringify(minibus.body)}`);
  return minibus.body.id;
}
