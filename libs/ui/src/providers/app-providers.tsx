import { QueryClientProvider, type QueryClient } from '@club/stack';
import type { ReactNode } from 'react';
import { AppToaster } from '../feedback/app-toaster';
import { GlobalStyle } from '../theme/global-style';
import { ThemeModeProvider } from '../theme/theme-mode-provider';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Everything around every screen, identical in the shell and in a remote running alone:
 * theme (with global styles), the page's QueryClient and the toast area. The cookie banner is
 * not here: it needs the router, so the shell's root layout renders it.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <ThemeModeProvider>
      <GlobalStyle />
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToaster />
      </QueryClientProvider>
    </ThemeModeProvider>
  );
}
