import { renderPage, TEST_SITE } from '@club/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('shows its heading and sets the page title', async () => {
    renderPage(<HomePage />, { site: TEST_SITE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Déploiements' })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('Déploiements'));
  });
});
