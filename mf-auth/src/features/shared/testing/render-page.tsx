import { RouterProvider, createMemoryRouter, type RouteObject } from '@club/stack';
import { AppProviders, createAppQueryClient } from '@club/ui';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';

/** A page stands for any path; `/elsewhere`-style routes let a test see where the page navigated. */
export function renderPage(ui: ReactNode, { path = '/', routes = [] }: { path?: string; routes?: RouteObject[] } = {}) {
  const queryClient = createAppQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, retryDelay: 0, staleTime: 0 }, mutations: { retry: false } });
  const router = createMemoryRouter([...routes, { path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient, location: () => `${router.state.location.pathname}${router.state.location.search}` };
}

/** The text of what a field's aria-describedby points at (its hint and its error). */
export function description(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

/** A password input by its label (the '*' of required fields is outside the accessible name but inside the label's text). */
export function passwordInput(label: string): HTMLInputElement {
  return screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input' }) as HTMLInputElement;
}
