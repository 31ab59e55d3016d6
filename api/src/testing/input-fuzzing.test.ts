import type { Role } from '@club/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from './auth-helpers';
import { type Gate, openGate } from './authorisation-fixtures';
import { API_MATRIX } from './authorisation-matrix';
import { databaseFingerprint } from './database-fingerprint';
import { type HostileBody, hostileBody, hostileParam, hostileQuery, MALFORMED_ESCAPES } from './hostile-input';
import { MAX_JSON_DEPTH } from '../shared/json-depth';
import { checkErrorReply } from './error-reply';
import { apiRouteKeys } from './route-table';
import { testDatabases, type TestDatabase } from './test-database';

// docs/decisions/090-input-fuzzing.md. FUZZ_SEED / FUZZ_RUNS replay or deepen a run; the seed is in every failure.
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_325);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Target {
  key: string;
  method: string;
  template: string;
  actor: Role | null;
}

/** Writes of the route table: as an admin (the widest rights), and as a visitor where the write is public. */
function writeTargets(gate: Gate): Target[] {
  return apiRouteKeys(gate.app)
    .filter((key) => WRITES.has(key.split(' ')[0]!))
    .flatMap((key) => {
      const [method, template] = key.split(' ') as [string, string];
      const actors: (Role | null)[] = API_MATRIX[key]?.access === 'public' ? [null, 'admin'] : ['admin'];
      return actors.map((actor) => ({ key, method, template, actor }));
    })
    .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE')); // deletions last: they remove fixtures
}

/** The path of the matrix's valid request with each `:param` segment drawn from `params`. */
function pathWith(template: string, validPath: string, params: string[]): string {
  const valid = validPath.split('/');
  let next = 0;
  return template
    .split('/')
    .map((segment, index) => (segment.startsWith(':') ? (params[next++] ?? valid[index]!) : segment))
    .join('/');
}

/** A refused publish is written to the audit trail on purpose (ADR 162): the one row a refusal may add. */
const refusalsAudited = { ignore: (table: string, row: Record<string, unknown>) => table === 'audit_records' && row.action === 'remote.publish-refused' };

const send = (gate: Gate, target: Target, path: string, body: HostileBody, contentType = 'application/json') => {
  const headers: Record<string, string> = { ...(target.actor ? gate.as[target.actor].headers : { Origin: TEST_ORIGIN }), 'Content-Type': contentType };
  return gate.app.request(path, { method: target.method, headers, body: 'raw' in body ? body.raw : JSON.stringify(body.json) });
};

describe.each(testDatabases())('input fuzzing of every write endpoint on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let gate: Gate;
  let targets: Target[] = [];

  beforeAll(async () => {
    database = await testDatabase.open();
    gate = await openGate(database);
    targets = writeTargets(gate);
  }, 60_000);
  afterAll(() => database.dispose());

  it('finds write endpoints to fuzz', () => {
    expect(targets.length).toBeGreaterThan(10);
  });

  it('never answers 5xx; every 4xx is the French error shape and writes nothing', async () => {
    for (const target of targets) {
      const valid = API_MATRIX[target.key]!.request(gate.fixtures, target.actor);
      const seededParams = target.template
        .split('/')
        .map((segment, index) => (segment.startsWith(':') ? valid.path.split('/')[index]! : null))
        .filter((segment) => segment !== null);
      const input = fc.record({ params: fc.tuple(...seededParams.map(hostileParam)), query: hostileQuery(), body: hostileBody(valid.body) });
      await fc.assert(
        fc.asyncProperty(input, async ({ params, query, body }) => {
          const before = await databaseFingerprint(database, refusalsAudited);
          const res = await send(gate, target, `${pathWith(target.template, valid.path, params)}${query}`, body);
          const text = await res.text();
          const where = `${target.key} en tant que ${target.actor ?? 'visiteur'} → ${res.status} ${text.slice(0, 300)}`;
          expect(res.status, where).toBeLessThan(500);
          if (res.status < 400) return;
          expect(checkErrorReply(res, text), where).toEqual([]);
          expect(await databaseFingerprint(database, refusalsAudited), `${where} : une ligne a été écrite malgré le refus`).toBe(before);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    }
  }, 300_000); // minutes on PostgreSQL on a loaded 2-core machine (measured: bench/results/figures-from-code-comments.md)

  // Issue 29: the sections' public reads take a visitor's slug and query: hostile ones are a 4xx in the error shape, never a 5xx.
  it('never answers 5xx to hostile slugs and queries on the public sections reads', async () => {
    const reads = apiRouteKeys(gate.app).filter((key) => key.startsWith('GET /api/public/'));
    expect(reads.length).toBeGreaterThan(0);
    for (const key of reads) {
      const template = key.split(' ')[1]!;
      const valid = API_MATRIX[key]!.request(gate.fixtures, null).path.split('?')[0]!;
      const seeded = template
        .split('/')
        .map((segment, index) => (segment.startsWith(':') ? valid.split('/')[index]! : null))
        .filter((segment) => segment !== null);
      const query = fc.oneof(
        hostileQuery(),
        fc.string({ maxLength: 20 }).map((text) => `?heading=${encodeURIComponent(text)}`),
      );
      await fc.assert(
        fc.asyncProperty(fc.tuple(...seeded.map(hostileParam)), query, async (values, search) => {
          const path = `${pathWith(template, valid, values)}${search}`;
          const res = await gate.app.request(path, { headers: { Origin: TEST_ORIGIN } });
          const text = await res.text();
          expect(res.status, `${key} ${path}`).toBeLessThan(500);
          if (res.status >= 400) expect(checkErrorReply(res, text), `${key} ${path}`).toEqual([]);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    }
  });

  // Issue 27: a malformed escape reached a decodeURIComponent that threw (500). Every endpoint, reads included.
  it('answers a malformed escape in the path or the query of every endpoint with 400 MALFORMED_URL and writes nothing', async () => {
    const failures: string[] = [];
    for (const key of apiRouteKeys(gate.app)) {
      const [method, template] = key.split(' ') as [string, string];
      const actor: Role | null = API_MATRIX[key]?.access === 'public' ? null : 'admin';
      const valid = API_MATRIX[key]!.request(gate.fixtures, actor);
      const params = template.split('/').filter((segment) => segment.startsWith(':'));
      const query = `${valid.path.includes('?') ? '&' : '?'}search=${MALFORMED_ESCAPES[0]}`;
      const paths = [
        `${valid.path}${query}`,
        ...(params.length
          ? [
              pathWith(
                template,
                valid.path.split('?')[0]!,
                params.map(() => MALFORMED_ESCAPES[1]),
              ),
            ]
          : []),
      ];
      const headers = { ...(actor ? gate.as[actor].headers : { Origin: TEST_ORIGIN }), 'Content-Type': 'application/json' };
      const body = WRITES.has(method) ? JSON.stringify(valid.body ?? {}) : undefined;
      for (const path of paths) {
        const before = await databaseFingerprint(database);
        const res = await gate.app.request(path, { method, headers, body });
        const text = await res.text();
        const problems = res.status === 400 ? checkErrorReply(res, text) : [`statut ${res.status} au lieu de 400`];
        if (res.status === 400 && !text.includes('MALFORMED_URL')) problems.push(`code ${text.slice(0, 80)}`);
        if ((await databaseFingerprint(database)) !== before) problems.push('une ligne a été écrite');
        if (problems.length) failures.push(`${method} ${path} : ${problems.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
  });

  // Issue 27: a 15,000-deep array overflowed the stack of a recursive check (500).
  it(`refuses a body nested deeper than ${MAX_JSON_DEPTH} levels on every write endpoint with 400 JSON_TOO_DEEP and writes nothing`, async () => {
    const failures: string[] = [];
    const deep = `${'['.repeat(15_000)}${']'.repeat(15_000)}`;
    for (const target of targets) {
      const valid = API_MATRIX[target.key]!.request(gate.fixtures, target.actor);
      const before = await databaseFingerprint(database);
      const res = await send(gate, target, valid.path, { raw: deep });
      const text = await res.text();
      const problems = res.status === 400 ? checkErrorReply(res, text) : [`statut ${res.status} au lieu de 400`];
      if (res.status === 400 && !text.includes('JSON_TOO_DEEP')) problems.push(`code ${text.slice(0, 80)}`);
      if ((await databaseFingerprint(database)) !== before) problems.push('une ligne a été écrite');
      if (problems.length) failures.push(`${target.key} (${target.actor ?? 'visiteur'}) : ${problems.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  // The rule 7: a JSON endpoint refuses other content types (a cross-site form posts text/plain).
  it('refuses a JSON body sent as text/plain with 415, the error shape, and writes nothing', async () => {
    const failures: string[] = [];
    for (const target of targets.filter((candidate) => candidate.method !== 'DELETE')) {
      const valid = API_MATRIX[target.key]!.request(gate.fixtures, target.actor);
      const before = await databaseFingerprint(database);
      const res = await send(gate, target, valid.path, { json: valid.body }, 'text/plain;charset=UTF-8');
      const text = await res.text();
      const problems = res.status === 415 ? checkErrorReply(res, text) : [`statut ${res.status} au lieu de 415`];
      if (await databaseFingerprint(database).then((after) => after !== before)) problems.push('une ligne a été écrite');
      if (problems.length) failures.push(`${target.key} (${target.actor ?? 'visiteur'}) : ${problems.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });
});
