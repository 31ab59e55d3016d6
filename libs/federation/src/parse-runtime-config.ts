import type { RuntimeConfig } from '@club/contracts';

/**
 * The runtime config as `RuntimeConfigSchema` (@club/contracts) accepts it, checked by hand: this runs
 * on every page before the first render, and zod would add about 20 KB (compressed) to the shell's
 * first load for one object written by our own server. parse-runtime-config.test.ts keeps both in step.
 */
class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function strings(value: unknown, path: string, keys: string[], minLength = 0): Json {
  if (!isObject(value)) throw new RuntimeConfigError(`${path} : objet attendu`);
  for (const key of keys) {
    const field = value[key];
    if (typeof field !== 'string' || field.length < minLength) throw new RuntimeConfigError(`${path}.${key} : texte attendu`);
  }
  return value;
}

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (!isObject(value) || !isObject(value.remotes)) throw new RuntimeConfigError('remotes : objet attendu');
  const remotes: RuntimeConfig['remotes'] = {};
  for (const [key, remote] of Object.entries(value.remotes)) {
    const entry = strings(remote, `remotes.${key}`, ['name', 'entry', 'version'], 1);
    remotes[key] = { name: entry.name as string, entry: entry.entry as string, version: entry.version as string };
  }
  const site = strings(value.site, 'site', ['name', 'shortName', 'phone', 'email']);
  if (!Number.isInteger(site.foundedYear)) throw new RuntimeConfigError('site.foundedYear : entier attendu');
  const address = strings(site.address, 'site.address', ['venue', 'street', 'postalCode', 'city']);
  return {
    remotes,
    site: {
      name: site.name as string,
      shortName: site.shortName as string,
      foundedYear: site.foundedYear as number,
      phone: site.phone as string,
      email: site.email as string,
      address: {
        venue: address.venue as string,
        street: address.street as string,
        postalCode: address.postalCode as string,
        city: address.city as string,
      },
    },
  };
}
