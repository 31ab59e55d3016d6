import { ROLES, type Role } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, TEST_ORIGIN } from './auth-helpers';
import { type Gate, openGate } from './authorisation-fixtures';
import {
  type Access,
  API_MATRIX,
  AUTH_ADMIN_MATRIX,
  type MatrixEntry,
  NOT_ABOUT_ONE_PERSON,
  ON_ANOTHER_ADMIN,
  type OnAnotherAdmin,
  ROLE_LIST_REFUSALS,
} from './authorisation-matrix';
import { databaseFingerprint } from './database-fingerprint';
import { apiRouteKeys, authAdminRouteKeys } from './route-table';
import { testDatabases, type TestDatabase } from './test-database';

// docs/decisions/089-authorisation-matrix.md: every endpoint × every actor, expectations in authorisation-matrix.ts.
type Actor = Role | null;
const ACTORS: Actor[] = [null, ...ROLES];
const actorName = (actor: Actor) => actor ?? 'anonymous';

/** What an actor must get: 401 without a session where one is needed, 403 below the role, else through. */
function expected(access: Access, actor: Actor): 'allowed' | 401 | 403 {
  if (access === 'public') return 'allowed';
  if (actor === null) return 401;
  if (access === 'nobody') return 403;
  return ROLES.indexOf(actor) >= ROLES.indexOf(access) ? 'allowed' : 403;
}

/** Allowed: any success, or a refusal about the data (gone, conflicting) — never 401/403, never a 5xx. */
const isAllowedStatus = (status: number) => (status >= 200 && status < 300) || status === 404 || status === 409;

/** What @hono/node-server gives a request from this machine: the demo's outbox answers loopback clients only. */
const LOCAL_CLIENT = { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 40_000, remoteFamily: 'IPv4' } } };

const difference = (left: string[], right: string[]) => left.filter((key) => !right.includes(key));

describe.each(testDatabases())('authorisation matrix on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let gate: Gate;

  beforeAll(async () => {
    database = await testDatabase.open();
    gate = await openGate(database);
  }, 60_000);
  afterAll(() => database.dispose());

  it('has an entry for every API route, and a route for every entry', () => {
    const routes = apiRouteKeys(gate.app);
    const missing = difference(routes, Object.keys(API_MATRIX)).map(
      (key) => `${key} : route sans entrée, ajoutez-la à la matrice (api/src/testing/authorisation-matrix.ts)`,
    );
    const stale = difference(Object.keys(API_MATRIX), routes).map((key) => `${key} : entrée sans route, retirez-la de la matrice`);
    expect([...missing, ...stale]).toEqual([]);
  });

  it('has an entry for every better-auth admin endpoint, and an endpoint for every entry', () => {
    const routes = authAdminRouteKeys(database);
    const missing = difference(routes, Object.keys(AUTH_ADMIN_MATRIX)).map((key) => `${key} : point d'accès sans entrée, ajoutez-le à la matrice`);
    const stale = difference(Object.keys(AUTH_ADMIN_MATRIX), routes).map((key) => `${key} : entrée sans point d'accès, retirez-la de la matrice`);
    expect([...missing, ...stale]).toEqual([]);
  });

  // Table order matters only for writes: actors go from anonymous up, so the admin's DELETE comes last.
  it.each(Object.entries({ ...API_MATRIX, ...AUTH_ADMIN_MATRIX }))('%s', async (key, entry: MatrixEntry) => {
    const method = key.split(' ')[0]!;
    const failures: string[] = [];
    for (const actor of ACTORS) {
      const { path, body } = entry.request(gate.fixtures, actor);
      const headers: Record<string, string> = actor ? { ...gate.as[actor].headers } : { Origin: TEST_ORIGIN };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await gate.app.request(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }, LOCAL_CLIENT);
      const want = expected(entry.access, actor);
      const ok = want === 'allowed' ? isAllowedStatus(res.status) || (entry.alsoAllowed ?? []).includes(res.status) : res.status === want;
      if (!ok) failures.push(`${actorName(actor)} → ${res.status} (attendu ${want === 'allowed' ? '2xx/404/409' : want}) ${(await res.text()).slice(0, 200)}`);
    }
    expect(failures, `${key} (accès : ${entry.access})`).toEqual([]);
  });

  it('classes every better-auth admin endpoint: aimed at one person (ON_ANOTHER_ADMIN) or not', () => {
    const unclassed = Object.keys(AUTH_ADMIN_MATRIX).filter((key) => !Object.hasOwn(ON_ANOTHER_ADMIN, key) && !NOT_ABOUT_ONE_PERSON.has(key));
    const stale = [...Object.keys(ON_ANOTHER_ADMIN), ...NOT_ABOUT_ONE_PERSON].filter((key) => !Object.hasOwn(AUTH_ADMIN_MATRIX, key));
    expect([...unclassed.map((key) => `${key} : dites ce qu'un administrateur obtient sur un autre administrateur`), ...stale]).toEqual([]);
  });

  // ADRs 100, 158: each aimed at an admin of its own, the gate's admin staying the one who acts.
  it.each(Object.entries(ON_ANOTHER_ADMIN))('%s, aimed at another admin', async (key, entry) => {
    const other = await createVerifiedUser(database, { role: 'admin' });
    const { path, body } = entry.request(other.id);
    const headers: Record<string, string> = { ...gate.as.admin.headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) };
    const res = await gate.app.request(path, { method: key.split(' ')[0]!, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const text = await res.text();
    const want: OnAnotherAdmin = entry.expected;
    if (want === 'allowed') expect(isAllowedStatus(res.status), `${res.status} ${text.slice(0, 200)}`).toBe(true);
    else expect({ status: res.status, code: (JSON.parse(text) as { code?: string }).code }).toEqual(want);
  });

  it.each(Object.entries(ROLE_LIST_REFUSALS))('%s refuses a list of roles with a 400 and writes nothing (ADR 158)', async (key, request) => {
    const { path, body } = request(gate.fixtures);
    const before = await databaseFingerprint(database);
    const res = await gate.app.request(path, {
      method: key.split(' ')[0]!,
      headers: { ...gate.as.admin.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await databaseFingerprint(database)).toBe(before);
  });
});
