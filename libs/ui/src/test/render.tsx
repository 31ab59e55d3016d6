import { RouterProvider, createMemoryRouter } from '@club/stack';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeModeProvider } from '../theme/theme-mode-provider';

/** Renders inside the theme and a memory router, as every screen is in the app. */
export function renderInApp(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const router = createMemoryRouter(
    [
      { path: '*', element: ui },
      { path: '/privacy', element: <p>Page confidentialité</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <ThemeModeProvider>
      <RouterProvider router={router} />
    </ThemeModeProvider>,
  );
  return { ...result, router };
}
