import { describe, expect, it } from 'vitest';
import { NBSP, quoteName, withDe } from './french-typography';

describe('withDe', () => {
  it('keeps « de » before a consonant and elides it before a vowel, accented or not', () => {
    expect(withDe('Football')).toBe('de Football');
    expect(withDe('Adultes')).toBe("d'Adultes");
    expect(withDe('Émilie Roux')).toBe("d'Émilie Roux");
    expect(withDe('U13')).toBe("d'U13");
    expect(withDe('Natation')).toBe('de Natation');
  });

  it('gives a club name the article it takes', () => {
    expect(withDe('Union Sportive des Coteaux')).toBe("de l'Union Sportive des Coteaux");
    expect(withDe('Stade Français')).toBe('du Stade Français');
    expect(withDe('Jeunesse Sportive')).toBe('de la Jeunesse Sportive');
    expect(withDe('Club Nautique')).toBe('du Club Nautique');
  });

  it('contracts an article the name already has', () => {
    expect(withDe('Le Cercle des nageurs')).toBe('du Cercle des nageurs');
    expect(withDe('Les Aigles')).toBe('des Aigles');
    expect(withDe('La Vaillante')).toBe('de la Vaillante');
    expect(withDe("L'Étoile")).toBe("de l'Étoile");
  });

  it('trims the name', () => {
    expect(withDe('  Escrime ')).toBe("d'Escrime");
  });
});

describe('quoteName', () => {
  it('puts the name between guillemets held by no-break spaces', () => {
    expect(quoteName(' Kata ')).toBe(`«${NBSP}Kata${NBSP}»`);
    expect(quoteName('Kata')).not.toContain(' ');
  });
});
