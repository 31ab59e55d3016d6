import { join, resolve } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The member's first visits, as the build names their files (docs/decisions/200-member-shared-helpers-chunk.md, 203):
// the server puts the entry's files and the page's files in the HTML (remote.json, ADR 182).
interface RemoteJson {
  preload: string[];
  pages: Array<{ path: string; preload: string[] }>;
}

const root = resolve(import.meta.dirname, '..');
const previousCheck = process.env.MFE_VITE_NO_TEST_ENV_CHECK;
const previousDirectory = process.cwd();
let remote: RemoteJson;
let chunks: Rolldown.OutputChunk[];

beforeAll(async () => {
  // The federation plugin turns itself off under vitest unless told otherwise (its public switch).
  process.env.MFE_VITE_NO_TEST_ENV_CHECK = 'true';
  // The config resolves the remote's modules from the folder it is built in, as `pnpm build` does.
  process.chdir(root);
  const output = (await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    configLoader: 'runner',
    logLevel: 'silent',
    build: { write: false },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const items = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const remoteJson = items.find((item) => item.type === 'asset' && item.fileName === 'remote.json');
  if (remoteJson?.type !== 'asset') throw new Error('remote.json missing from the build');
  remote = JSON.parse(String(remoteJson.source)) as RemoteJson;
  chunks = items.filter((item) => item.type === 'chunk');
}, 120_000);

afterAll(() => {
  process.chdir(previousDirectory);
  if (previousCheck === undefined) delete process.env.MFE_VITE_NO_TEST_ENV_CHECK;
  else process.env.MFE_VITE_NO_TEST_ENV_CHECK = previousCheck;
});

const page = (path: string) => remote.pages.find((candidate) => candidate.path === path)?.preload ?? [];
const sharedChunk = () => chunks.find((chunk) => /(^|\/)shared-[\w-]+\.js$/.test(chunk.fileName));

describe("mf-member's chunks for a first visit", () => {
  it('the dashboard needs three files beyond the entry: its page, the api-client kit and the shared helpers', () => {
    const files = page('/dashboard');
    expect(files).toHaveLength(3);
    expect(files.some((file) => /api-client-/.test(file))).toBe(true);
    expect(files.some((file) => /dashboard-route-/.test(file))).toBe(true);
    expect(files).toContain(sharedChunk()?.fileName);
  });

  it("the entry's files, which every member page downloads, do not include the shared helpers", () => {
    expect(remote.preload.length).toBeGreaterThan(0);
    expect(remote.preload).not.toContain(sharedChunk()?.fileName);
  });

  it("the shared helpers import nothing but the entry's files: no kit, no form, no page", () => {
    const shared = sharedChunk();
    expect(shared?.imports.length).toBeGreaterThan(0);
    for (const file of shared?.imports ?? []) expect(remote.preload, file).toContain(file);
  });

  it('the settings page, on zod/mini, downloads no zod classic, no API clients and no better-auth client', () => {
    const files = [...remote.preload, ...page('/user/settings')];
    const modules = chunks.filter((chunk) => files.includes(chunk.fileName)).flatMap((chunk) => Object.keys(chunk.modules));
    expect(modules.some((id) => /[\\/]zod[\\/]v4[\\/]mini[\\/]/.test(id))).toBe(true);
    expect(modules.filter((id) => /[\\/]zod[\\/]v4[\\/]classic[\\/]|json-schema|[\\/]libs[\\/]api-client[\\/]|better-auth/.test(id))).toEqual([]);
  });

  it("every member page's fetch wrapper and zod core come with the entry", () => {
    const entryModules = chunks.filter((chunk) => remote.preload.includes(chunk.fileName)).flatMap((chunk) => Object.keys(chunk.modules));
    expect(entryModules.some((id) => /[\\/]libs[\\/]http[\\/]src[\\/]http\.ts$/.test(id))).toBe(true);
    expect(entryModules.some((id) => /[\\/]zod[\\/]v4[\\/]core[\\/]schemas\.js$/.test(id))).toBe(true);
    expect(entryModules.filter((id) => /[\\/]zod[\\/]v4[\\/]classic[\\/]/.test(id))).toEqual([]);
  });

  it('the settings page downloads neither the dashboard nor another page', () => {
    const files = page('/user/settings');
    expect(files.some((file) => /settings-route-/.test(file))).toBe(true);
    expect(files.filter((file) => /(dashboard|activities|members|profile|social|blog)[\w-]*-[\w-]+\.js$/.test(file))).toEqual([]);
  });
});
