import { describe, expect, it } from 'vitest';
import { dependentsRefusal } from './dependents';

describe('dependentsRefusal', () => {
  it('names every kind of dependent with its count, in French', () => {
    expect(
      dependentsRefusal('la section « Football »', [
        [2, 'catégorie', 'catégories'],
        [14, 'membre', 'membres'],
      ]),
    ).toBe('Impossible de supprimer la section « Football » : 2 catégories et 14 membres en dépendent.');
  });

  it('leaves out what is absent and agrees the verb with a single dependent', () => {
    expect(dependentsRefusal('le club « USV »', [[1, 'section', 'sections']])).toBe('Impossible de supprimer le club « USV » : 1 section en dépend.');
    expect(
      dependentsRefusal('la catégorie « U13 »', [
        [0, 'membre', 'membres'],
        [1, 'entraîneur', 'entraîneurs'],
        [3, 'séance', 'séances'],
      ]),
    ).toBe('Impossible de supprimer la catégorie « U13 » : 1 entraîneur et 3 séances en dépendent.');
  });

  it('allows the deletion when nothing depends on the record', () => {
    expect(dependentsRefusal('la section « Escrime »', [[0, 'catégorie', 'catégories']])).toBeNull();
  });
});
