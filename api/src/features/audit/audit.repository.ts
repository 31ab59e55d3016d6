import { type Kysely, sql } from 'kysely';
import type { AuditRecordsTable, Database } from '../../db/schema';

export interface AuditFilters {
  actor?: string;
  target?: string;
  action?: string;
}

/** Writes one record; pass the transaction of the change when there is one (same commit, ADR 104). */
export async function insertAuditRecord(db: Kysely<Database>, record: AuditRecordsTable): Promise<void> {
  await db.insertInto('audit_records').values(record).execute();
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** `actor` / `target`: the exact id, or a case-insensitive part of the name (or e-mail) copied in the record. */
function filtered(db: Kysely<Database>, filters: AuditFilters) {
  let query = db.selectFrom('audit_records');
  if (filters.action) query = query.where('action', '=', filters.action);
  const matching = (idColumn: 'actor_id' | 'target_id', labelColumn: 'actor_name' | 'target_label', text: string) =>
    query.where((eb) => eb.or([eb(idColumn, '=', text), sql<boolean>`lower(${sql.ref(labelColumn)}) like ${likePattern(text)} escape '\\'`]));
  if (filters.actor) query = matching('actor_id', 'actor_name', filters.actor);
  if (filters.target) query = matching('target_id', 'target_label', filters.target);
  return query;
}

export function listAuditRecords(db: Kysely<Database>, filters: AuditFilters, page: { offset: number; limit: number }): Promise<AuditRecordsTable[]> {
  return filtered(db, filters).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute();
}

export async function countAuditRecords(db: Kysely<Database>, filters: AuditFilters): Promise<number> {
  const row = await filtered(db, filters)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
