import { describe, expect, it } from 'vitest';
import { displayFirstName } from './display-first-name';

describe('displayFirstName', () => {
  it('prefers the first name, then the first word of the name, then the e-mail', () => {
    expect(displayFirstName({ firstName: 'Léa', name: 'L. Martin', email: 'x@y.fr' })).toBe('Léa');
    expect(displayFirstName({ firstName: null, name: 'Karim Benali', email: 'x@y.fr' })).toBe('Karim');
    expect(displayFirstName({ firstName: ' ', name: '', email: 'x@y.fr' })).toBe('x@y.fr');
  });
});
