import type { Application } from '@club/contracts';

/** 'Judo — Seniors': names may come flat (sectionName) or nested (section.name) (spec §3). */
export function membershipLabel(application: Pick<Application, 'sectionName' | 'categoryName' | 'section' | 'category'>): string {
  const section = application.sectionName ?? application.section?.name;
  const category = application.categoryName ?? application.category?.name;
  return [section, category].filter(Boolean).join(' — ') || 'Section non précisée';
}
