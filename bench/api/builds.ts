import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ROOT } from '../lib/api-server';

/** One checkout of the repository whose API is measured. */
export interface Build {
  /** Short name printed in every row: a commit, a ref or a directory's name. */
  label: string;
  /** Identifier-safe name (PostgreSQL schema and application name). */
  key: string;
  root: string;
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/** This checkout, named by its commit (`+` when its working tree has changes). */
export function currentBuild(): Build {
  const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
  return { label: `${git('rev-parse', '--short', 'HEAD')}${dirty ? '+' : ''}`, key: 'current', root: ROOT };
}

/**
 * The checkout named by BENCH_COMPARE: a directory holding the repository (installed), or a git ref of
 * this repository, exported (`git archive`, no worktree registered) into the temp directory and installed
 * there once (`pnpm install --frozen-lockfile --prefer-offline`; better-sqlite3 compiles, ~1 min); later
 * runs reuse it. Nothing is fetched but the packages the lockfile names.
 */
export function compareBuild(refOrDir: string, key = 'compare'): Build {
  const dir = resolve(refOrDir);
  if (existsSync(join(dir, 'api/src/server.ts'))) {
    if (!existsSync(join(dir, 'api/node_modules/.bin/tsx'))) throw new Error(`${dir} : dépendances non installées (pnpm install)`);
    return { label: dir.split('/').pop()!, key, root: dir };
  }
  const sha = git('rev-parse', '--verify', `${refOrDir}^{commit}`);
  const root = join(tmpdir(), `club-bench-build-${sha.slice(0, 12)}`);
  const ready = join(root, '.bench-ready');
  if (!existsSync(ready)) {
    rmSync(root, { recursive: true, force: true });
    mkdirSync(root, { recursive: true });
    console.log(`Préparation de ${refOrDir} (${sha.slice(0, 7)}) dans ${root}…`);
    const archive = spawnSync('sh', ['-c', `git archive ${sha} | tar -x -C '${root}'`], { cwd: ROOT, stdio: 'inherit' });
    if (archive.status !== 0) throw new Error(`git archive ${sha} a échoué`);
    const install = spawnSync('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, npm_config_nodedir: process.env.npm_config_nodedir ?? '/usr', CI: 'true' },
      timeout: 10 * 60_000,
    });
    if (install.status !== 0) throw new Error(`pnpm install dans ${root} a échoué (code ${install.status})`);
    writeFileSync(ready, `${sha}\n`);
  }
  return { label: `${refOrDir === sha ? sha.slice(0, 7) : refOrDir}`, key, root };
}
