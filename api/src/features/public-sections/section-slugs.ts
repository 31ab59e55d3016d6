/** A readable address segment: 'Tennis de table' → 'tennis-de-table' (accents dropped, lower case). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Each section's slug, stable while names do not change: its name; its name and club's when two clubs
 * have a section of the same name; its id's start as well in the rare case that still collides.
 */
export function sectionSlugs(sections: readonly { id: string; name: string; clubName: string }[]): Map<string, string> {
  const byName = new Map<string, number>();
  for (const section of sections) byName.set(slugify(section.name), (byName.get(slugify(section.name)) ?? 0) + 1);
  const slugs = new Map<string, string>();
  const taken = new Set<string>();
  for (const section of sections) {
    const base = slugify(section.name) || 'section';
    let slug = (byName.get(base) ?? 0) > 1 ? `${base}-${slugify(section.clubName)}` : base;
    if (taken.has(slug)) slug = `${slug}-${slugify(section.id).slice(0, 8)}`;
    taken.add(slug);
    slugs.set(section.id, slug);
  }
  return slugs;
}
