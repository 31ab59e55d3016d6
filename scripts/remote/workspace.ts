import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A refusal of `pnpm new-remote`, printed in French without a stack. */
export class CliError extends Error {}
