import type { RuntimeConfig } from '@club/contracts';

export const TEST_CONFIG: RuntimeConfig = {
  remotes: {
    'mf-public': { name: 'mf_public', entry: '/remotes/mf-public/remoteEntry.js', version: '0.1.0+abc' },
  },
  site: {
    name: 'Union Sportive de Test',
    shortName: 'US Test',
    foundedYear: 1940,
    phone: '01 23 45 67 89',
    email: 'contact@test.asso.fr',
    address: { venue: 'Complexe sportif municipal du Parc', street: '1 rue du Stade', postalCode: '75001', city: 'Paris' },
  },
};
