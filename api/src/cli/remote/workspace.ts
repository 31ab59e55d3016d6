import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_FOLDER_PATTERN } from '@club/federation/registry';
import { sharedVersions } from '@club/federation/vite';
import { REPO_ROOT } from '../../env';

/** A refusal of the command, printed in French without a stack. */
export class CliError extends Error {}

/** `mf-x` or `./mf-x/`: the remote folder at the repository root, checked. */
export function remoteFolder(argument: string | undefined): string {
  const folder = (argument ?? '').replace(/^\.\//, '').replace(/\/+$/, '');
  if (!REMOTE_FOLDER_PATTERN.test(folder))
    throw new CliError(`«\u00a0${argument ?? ''}\u00a0» n'est pas un dossier de remote (mf-quelque-chose, à la racine du dépôt).`);
  if (!existsSync(join(REPO_ROOT, folder, 'package.json')))
    throw new CliError(`Le dossier ${folder} n'existe pas à la racine du dépôt (pnpm new-remote ${folder} … le crée).`);
  return folder;
}

const packageNameOf = (folder: string): string => (JSON.parse(readFileSync(join(REPO_ROOT, folder, 'package.json'), 'utf8')) as { name: string }).name;

/** Builds one app alone (`pnpm --filter <name> build`), output shown as it comes. */
export function buildApp(folder: string): void {
  const result = spawnSync('pnpm', ['--filter', packageNameOf(folder), 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new CliError(`La construction de ${folder} a échoué (voir ci-dessus) : rien n'a été publié.`);
}

/** What this clone's shell provides: its build's shared-versions.json, else the installed versions. */
export function shellSharedVersions(): Record<string, string> {
  const built = join(REPO_ROOT, 'shell', 'dist', 'shared-versions.json');
  if (existsSync(built)) return JSON.parse(readFileSync(built, 'utf8')) as Record<string, string>;
  return sharedVersions(join(REPO_ROOT, 'shell'));
}
