import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { SHARED_SINGLETONS, type SharedSingleton } from './shared-singletons';

/** `react/jsx-runtime` → `react`, `@club/ui` → `@club/ui`. */
export const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The version of each shared singleton as installed for the app at `appDir`: what the shell declares
 * when it provides them to the remotes (their `requiredVersion` is `*`, the version is informative).
 */
export function sharedVersions(appDir: string): Record<SharedSingleton, string> {
  const require = createRequire(`${appDir}/package.json`);
  const versionOf = (name: string): string => {
    const main = require.resolve(packageOf(name));
    // Walk up from the resolved file to the package's own package.json.
    for (let dir = main; dir.includes('/'); dir = dir.slice(0, dir.lastIndexOf('/'))) {
      try {
        const pkg = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')) as { name?: string; version?: string };
        if (pkg.name === packageOf(name)) return pkg.version ?? '0.0.0';
      } catch {
        // no package.json at this level
      }
    }
    return '0.0.0';
  };
  return Object.fromEntries(SHARED_SINGLETONS.map((name) => [name, versionOf(name)])) as Record<SharedSingleton, string>;
}
