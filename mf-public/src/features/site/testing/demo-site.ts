import type { SiteConfig } from '@club/contracts';

/** A fictional association for tests, deliberately different from the server's demo defaults. */
export const TEST_SITE: SiteConfig = {
  name: 'Union Sportive de Test-sur-Marne',
  shortName: 'USTM',
  foundedYear: 1940,
  phone: '01 02 03 04 05',
  email: 'contact@ustm.test',
  address: { venue: 'Complexe sportif Jean-Moulin', street: '5 allée des Sports', postalCode: '94000', city: 'Test-sur-Marne' },
};
