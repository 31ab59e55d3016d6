import type { SiteConfig } from '@club/contracts';
import { createContext, useContext, type ReactNode } from 'react';

const SiteConfigContext = createContext<SiteConfig | null>(null);

/** The association's identity from the runtime config (known before the first render). */
export function SiteConfigProvider({ site, children }: { site: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={site}>{children}</SiteConfigContext.Provider>;
}

export function useSite(): SiteConfig {
  const site = useContext(SiteConfigContext);
  if (!site) throw new Error('useSite doit être utilisé sous <SiteConfigProvider>.');
  return site;
}
