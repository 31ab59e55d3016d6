import { randomUUID } from 'node:crypto';
import type { AuditAction, AuditListQuery, AuditPage, AuditRecord } from '@club/contracts';
import type { AuditRecordsTable } from '../../db/schema';
import type { Actor } from '../../shared/auth/actor';
import { requireRole } from '../../shared/auth/require-actor';
import type { Db, ServiceContext } from '../../shared/service-context';
import { pageOffset, toPage, totalOf } from '../../shared/paging';
import { countAuditRecords, insertAuditRecord, listAuditRecords } from './audit.repository';

/** One admin action on a person, as the code that performed it describes it. */
export interface AuditEntry {
  action: AuditAction;
  /** `id` null for an actor that is not an account (a publish token, the command line, a watch). */
  actor: { id: string | null; name: string } | null;
  target: { id: string | null; label: string };
  details?: Record<string, unknown>;
}

/** Records an entry with `db` — the transaction of the change when the change is the app's own (ADR 104). */
export async function recordAudit(db: Db, now: Date, entry: AuditEntry): Promise<void> {
  await insertAuditRecord(db, {
    id: randomUUID(),
    action: entry.action,
    actor_id: entry.actor?.id ?? null,
    actor_name: entry.actor?.name ?? 'Système',
    target_id: entry.target.id,
    target_label: entry.target.label,
    details: JSON.stringify(entry.details ?? {}),
    created_at: now.toISOString(),
  });
}

const toAuditRecord = (row: AuditRecordsTable): AuditRecord => ({
  id: row.id,
  action: row.action as AuditAction,
  actorId: row.actor_id,
  actorName: row.actor_name,
  targetId: row.target_id,
  targetLabel: row.target_label,
  details: JSON.parse(row.details) as Record<string, unknown>,
  createdAt: row.created_at,
});

/** The admin's audit list, newest first (spec: issue 11, audit trail). */
export async function listAudit({ ctx, actor, input }: { ctx: ServiceContext; actor: Actor | null; input: AuditListQuery }): Promise<AuditPage> {
  requireRole(actor, ['admin']);
  const filters = {
    ...(input.actor ? { actor: input.actor } : {}),
    ...(input.target ? { target: input.target } : {}),
    ...(input.action ? { action: input.action } : {}),
  };
  const rows = await listAuditRecords(ctx.db, filters, { offset: pageOffset(input), limit: input.limit });
  const total = await totalOf(rows.length, input, () => countAuditRecords(ctx.db, filters));
  return toPage(rows.map(toAuditRecord), total, input);
}
