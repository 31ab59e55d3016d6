import { describe, expect, it } from 'vitest';
import { maskedAddress } from './masked-address';

describe('maskedAddress', () => {
  it('shows the first letters and the ending only, in a form no mail client links', () => {
    expect(maskedAddress('jeanne.martin@gmail.com')).toBe('j•••﹫g•••․com');
    expect(maskedAddress('lea@mail.club.example.fr')).toBe('l•••﹫m•••․fr');
    expect(maskedAddress('x@localhost')).toBe('x•••﹫l•••');
  });
});
