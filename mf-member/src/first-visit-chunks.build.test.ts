import { join, resolve } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The member's first visits, as the build names their files (docs/decisions/200-member-shared-helpers-chunk.md):
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

  it('the shared helpers import nothing but the entry and the api-client kit: no form, no page', () => {
    const shared = sharedChunk();
    expect(shared?.imports.length).toBeGreaterThan(0);
    for (const file of shared?.imports ?? []) expect(remote.preload.includes(file) || /api-client-/.test(file), file).toBe(true);
  });

  it('the settings page downloads neither the dashboard nor another page', () => {
    const files = page('/user/settings');
    expect(files.some((file) => /settings-route-/.test(file))).toBe(true);
    expect(files.filter((file) => /(dashboard|activities|members|profile|social|blog)[\w-]*-[\w-]+\.js$/.test(file))).toEqual([]);
  });
});
