import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLISHING_SITE, ROOT_DIR } from '../support/env';

/** The generated remote of these journeys: created at the start, removed at the end. */
export const PROBE = { folder: 'mf-e2e-probe', path: '/e2e-probe', title: 'E2e probe' };
const PROBE_PAGE = join(ROOT_DIR, PROBE.folder, 'src', 'features', 'home', 'home-page.tsx');
const LOCKFILE = join(ROOT_DIR, 'pnpm-lock.yaml');

/** Runs a root `pnpm` script as a team would on the server, publishing to the publishing site's database. */
export function pnpm(...args: string[]): string {
  return pnpmWith({}, ...args);
}

/** The same with more environment (CLUB_PUBLISH_TOKEN for `--site`, as on a team's own machine). */
export function pnpmWith(env: Record<string, string>, ...args: string[]): string {
  return execFileSync('pnpm', args, {
    cwd: ROOT_DIR,
    env: { ...process.env, DATABASE_URL: PUBLISHING_SITE.databasePath, REMOTES_DIR: PUBLISHING_SITE.remotesDir, CI: '', ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** What a failing command printed on its error output (its refusal), or a failure of the test if it succeeded. */
export function pnpmRefusal(env: Record<string, string>, ...args: string[]): string {
  try {
    pnpmWith(env, ...args);
  } catch (error) {
    return String((error as { stderr?: unknown }).stderr ?? '');
  }
  throw new Error(`pnpm ${args.join(' ')} aurait dû échouer`);
}

/** Changes the French sentence of the probe's page, as a team edits its remote before publishing. */
export function setProbeSentence(sentence: string): void {
  const source = readFileSync(PROBE_PAGE, 'utf8');
  writeFileSync(
    PROBE_PAGE,
    source.replace(/<Text>[^<]*<\/Text>/, () => `<Text>${sentence}</Text>`),
  );
}

/** Every file of the shell's build with its modification time: publishing a remote must not touch it. */
export function shellBuildStamp(): string {
  const files = execFileSync('find', [join(ROOT_DIR, 'shell', 'dist'), '-type', 'f'], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .sort();
  return files.map((file) => `${file} ${statSync(file).mtimeMs}`).join('\n');
}

/** Back to the repository as it was: no probe folder, the lockfile untouched. */
export function removeProbe(lockfile: string): void {
  rmSync(join(ROOT_DIR, PROBE.folder), { recursive: true, force: true });
  writeFileSync(LOCKFILE, lockfile);
}

export const readLockfile = () => readFileSync(LOCKFILE, 'utf8');
