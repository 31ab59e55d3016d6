import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { federation } from '@module-federation/vite';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// What the patch of the plugin's parse barrier ensures (docs/decisions/065-federation-parse-barrier-patch.md, 191),
// on a remote in miniature: its exposed module uses `a` of a consume-only share, a page it imports lazily uses
// `b`, and that page is slow to load (a busy machine in miniature: its load hook starts after the federation
// runtime's own modules are parsed). Unpatched, the share's proxy is written before the page is read and lacks
// `b`: the build fails with MISSING_EXPORT (checked on the unpatched file, ADR 191).
const SLOW_PAGE_MS = 2000;

let root: string;
const previousCheck = process.env.MFE_VITE_NO_TEST_ENV_CHECK;

function writeFixture(dir: string): void {
  const files: Record<string, string> = {
    'node_modules/probe-shared/package.json': JSON.stringify({ name: 'probe-shared', version: '1.0.0', type: 'module', main: 'index.js' }),
    'node_modules/probe-shared/index.js': 'export const a = 1;\nexport const b = 2;\nexport const c = 3;\n',
    'src/exposed.js': "import { a } from 'probe-shared';\nexport const first = a;\nexport const later = () => import('./slow-page.js');\n",
    'src/slow-page.js': "import { b } from 'probe-shared';\nexport default b;\n",
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

const slowPage: Plugin = {
  name: 'slow-page',
  enforce: 'pre',
  async load(id) {
    if (id.endsWith('slow-page.js')) await new Promise((resolve) => setTimeout(resolve, SLOW_PAGE_MS));
    return null;
  },
};

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'parse-barrier-'));
  writeFixture(root);
  // The plugin turns itself off under vitest unless told otherwise (its public switch).
  process.env.MFE_VITE_NO_TEST_ENV_CHECK = 'true';
});

afterAll(() => {
  if (previousCheck === undefined) delete process.env.MFE_VITE_NO_TEST_ENV_CHECK;
  else process.env.MFE_VITE_NO_TEST_ENV_CHECK = previousCheck;
  rmSync(root, { recursive: true, force: true });
});

describe('the parse barrier of @module-federation/vite, patched', () => {
  it("waits for a lazily imported page that is slow to load: the share's proxy keeps what that page uses", async () => {
    const output = (await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [
        slowPage,
        federation({
          name: 'probe',
          filename: 'remoteEntry.js',
          exposes: { './exposed': './src/exposed.js' },
          shared: { 'probe-shared': { singleton: true, requiredVersion: '*', import: false } },
          dts: false,
          manifest: false,
        }),
      ],
      build: { write: false, target: 'es2022', rolldownOptions: { input: {} } },
    })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output).filter((item) => item.type === 'chunk');
    // Unpatched, build() rejects: [MISSING_EXPORT] "b" is not exported by "…__loadShare__probe_mf_2_shared…".
    const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('slow-page.js'));
    expect(
      page?.imports.some((file) => file.includes('__loadShare__probe_mf_2_shared')),
      'the slow page takes `b` from the proxy',
    ).toBe(true);
  }, 60_000);
});
