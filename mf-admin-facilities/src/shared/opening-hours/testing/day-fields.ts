import { screen, within } from '@testing-library/react';

/** A day's group of the opening hours editor, by its French label ('Lundi'…). */
export const day = (label: string) => screen.getByRole('group', { name: label });
export const dayTime = (label: string, which: 'Ouverture' | 'Fermeture') => within(day(label)).getByLabelText(which) as HTMLInputElement;
