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

/** Inlines the runtime config in the page, as the shell's server does (the setup file removes it after each test). */
export function inlineRuntimeConfig(site: SiteConfig = TEST_SITE): void {
  const script = document.createElement('script');
  script.id = 'runtime-config';
  script.type = 'application/json';
  script.textContent = JSON.stringify({ remotes: {}, site });
  document.head.append(script);
}
