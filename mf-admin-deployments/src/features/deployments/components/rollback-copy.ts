import type { RemoteDeployment } from '@club/contracts';

/**
 * The words of a rollback: « Revenir à la version 2 de mf-public » for an earlier version, « Remettre en ligne
 * la version 3 de mf-public » for a later one (after a rollback). `action` is the button's accessible name.
 */
export function rollbackCopy({ remote, current }: Pick<RemoteDeployment, 'remote' | 'current'>, version: number) {
  return version < current
    ? { label: 'Revenir à cette version', action: `Revenir à la version ${version} de ${remote}`, confirm: `Revenir à la version ${version}` }
    : { label: 'Remettre en ligne', action: `Remettre en ligne la version ${version} de ${remote}`, confirm: `Remettre en ligne la version ${version}` };
}
