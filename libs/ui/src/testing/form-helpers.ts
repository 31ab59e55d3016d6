import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

export type User = ReturnType<typeof userEvent.setup>;

/** The text of what a field's aria-describedby points at (its hint and its error). */
export function description(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

/** Replaces a field's value (paste, not key by key: long texts stay fast). */
export async function fill(user: User, field: HTMLElement, value: string): Promise<void> {
  await user.clear(field);
  if (value) {
    await user.click(field);
    await user.paste(value);
  }
}

export const textbox = (name: string) => screen.getByRole('textbox', { name });
export const spinbutton = (name: string) => screen.getByRole('spinbutton', { name });

/** A password input by its label (the '*' of required fields is outside the accessible name but inside the label's text). */
export function passwordInput(label: string): HTMLInputElement {
  return screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input' }) as HTMLInputElement;
}
