import { describe, expect, it } from 'vitest';
import { sectionSlugs, slugify } from './section-slugs';

describe('section slugs', () => {
  it('makes a readable address segment without accents', () => {
    expect(slugify('Tennis de table')).toBe('tennis-de-table');
    expect(slugify('  Athlétisme & Cross ')).toBe('athletisme-cross');
  });

  it('adds the club when two clubs have a section of the same name, then the id when that still collides', () => {
    const slugs = sectionSlugs([
      { id: 'a1b2c3d4-0000', name: 'Judo', clubName: 'US Coteaux' },
      { id: 'e5f6a7b8-0000', name: 'Judo', clubName: 'AS Plaine' },
      { id: 'c9d0e1f2-0000', name: 'Natation', clubName: 'US Coteaux' },
      { id: 'f3a4b5c6-0000', name: 'Judo', clubName: 'US Coteaux' },
    ]);
    expect([...slugs.values()]).toEqual(['judo-us-coteaux', 'judo-as-plaine', 'natation', 'judo-us-coteaux-f3a4b5c6']);
  });
});
