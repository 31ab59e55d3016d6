import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@club/ui/testing';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('shows its heading and sets the page title', async () => {
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: '{{menuLabel}}' })).toBeTruthy();
    expect(document.title).toContain('{{menuLabel}}');
  });
});
