import { RuntimeConfigSchema } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './parse-runtime-config';

const valid = {
  remotes: { 'mf-public': { name: 'mf_public', entry: '/remotes/mf-public/remoteEntry.js', version: '0.1.0+abc' } },
  site: {
    name: 'Union Sportive des Coteaux',
    shortName: 'US Coteaux',
    foundedYear: 1940,
    phone: '01 39 52 40 40',
    email: 'contact@us-coteaux.fr',
    address: { venue: 'Complexe sportif municipal Jean-Bouin', street: '12 avenue du Stade', postalCode: '92500', city: 'Rueil-Malmaison' },
  },
};

const invalid: Array<[string, unknown]> = [
  ['no remotes', { site: valid.site }],
  ['a remote without entry', { ...valid, remotes: { 'mf-public': { name: 'mf_public', version: '1' } } }],
  ['an empty remote name', { ...valid, remotes: { 'mf-public': { name: '', entry: '/x.js', version: '1' } } }],
  ['no site', { remotes: {} }],
  ['a year that is not an integer', { ...valid, site: { ...valid.site, foundedYear: '1940' } }],
  ['an address without city', { ...valid, site: { ...valid.site, address: { ...valid.site.address, city: undefined } } }],
  ['an array', []],
  ['null', null],
];

describe('parseRuntimeConfig', () => {
  it('accepts what the contract accepts, and returns the same value without extra keys', () => {
    const withExtra = { ...valid, extra: true, site: { ...valid.site, unknown: 'x' } };
    expect(parseRuntimeConfig(withExtra)).toEqual(RuntimeConfigSchema.parse(withExtra));
    expect(parseRuntimeConfig({ ...valid, remotes: {} })).toEqual(RuntimeConfigSchema.parse({ ...valid, remotes: {} }));
  });

  it.each(invalid)('rejects %s, as the contract does', (_label, value) => {
    expect(RuntimeConfigSchema.safeParse(value).success).toBe(false);
    expect(() => parseRuntimeConfig(value)).toThrow();
  });
});
