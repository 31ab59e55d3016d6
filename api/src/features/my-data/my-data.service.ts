import type { PersonalDataExport } from '@club/contracts';
import type { Actor } from '../../shared/auth/actor';
import { requireActor } from '../../shared/auth/require-actor';
import type { ServiceContext } from '../../shared/service-context';
import { PERSONAL_DATA_SECTIONS } from './personal-data';
import type { PersonalDataSection } from './personal-data-section';

/** `GET /api/me/data`: everything held about the signed-in person, one key per section. */
export async function exportMyData({
  ctx,
  actor,
  sections = PERSONAL_DATA_SECTIONS,
}: {
  ctx: ServiceContext;
  actor: Actor | null;
  sections?: readonly PersonalDataSection[];
}): Promise<PersonalDataExport> {
  const { id } = requireActor(actor);
  const now = ctx.now();
  const collected = await Promise.all(sections.map(async (section) => [section.key, await section.collect(ctx.db, id, now)] as const));
  return { exportedAt: now.toISOString(), data: Object.fromEntries(collected) };
}
