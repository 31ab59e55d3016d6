import type { ApplicationStatus } from '@club/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Filters of the admin list, already resolved to instants by the service. */
export interface ApplicationFilters {
  status?: ApplicationStatus;
  sectionId?: string;
  categoryId?: string;
  search?: string;
  createdSince?: string;
  userId?: string;
  /** Only these sections' applications (a section manager's scope, ADR 173); none when empty. */
  sectionIds?: readonly string[];
}

function baseQuery(db: Kysely<Database>) {
  return (
    db
      .selectFrom('applications as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .leftJoin('sections as s', 's.id', 'a.section_id')
      .leftJoin('categories as c', 'c.id', 'a.category_id')
      .leftJoin('users as r', 'r.id', 'a.reviewer_id')
      // The applicant's certificate as a file (ADR 207): its facts, never its bytes.
      .leftJoin('medical_certificates as mc', 'mc.user_id', 'a.user_id')
  );
}

function filtered(db: Kysely<Database>, filters: ApplicationFilters) {
  let query = baseQuery(db);
  if (filters.userId) query = query.where('a.user_id', '=', filters.userId);
  if (filters.sectionIds) {
    const sectionIds = filters.sectionIds;
    query = sectionIds.length > 0 ? query.where('a.section_id', 'in', sectionIds) : query.where(sql<boolean>`1 = 0`);
  }
  if (filters.status) query = query.where('a.status', '=', filters.status);
  if (filters.sectionId) query = query.where('a.section_id', '=', filters.sectionId);
  if (filters.categoryId) query = query.where('a.category_id', '=', filters.categoryId);
  if (filters.createdSince) query = query.where('a.created_at', '>=', filters.createdSince);
  if (filters.search) {
    const pattern = `%${filters.search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const like = (column: 'u.name' | 'u.email' | 'u.first_name' | 'u.last_name') => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    query = query.where((eb) => eb.or([like('u.name'), like('u.email'), like('u.first_name'), like('u.last_name')]));
  }
  return query;
}

function selectView(db: Kysely<Database>, filters: ApplicationFilters) {
  return filtered(db, filters).select([
    'a.id',
    'a.motivation',
    'a.status',
    'a.review_comments',
    'a.created_at',
    'a.reviewed_at',
    'a.section_id',
    'a.category_id',
    'a.emergency_contact_name',
    'a.emergency_contact_phone',
    'a.medical_certificate_url',
    'mc.certificate_date',
    'mc.valid_until as certificate_valid_until',
    'mc.media_type as certificate_media_type',
    'mc.size as certificate_size',
    'mc.uploaded_at as certificate_uploaded_at',
    's.name as section_name',
    'c.name as category_name',
    'r.name as reviewer_name',
    'u.id as user_id',
    'u.name as user_name',
    'u.first_name',
    'u.last_name',
    'u.email',
    'u.date_of_birth',
    'u.phone',
  ]);
}

export type ApplicationViewRow = Awaited<ReturnType<ReturnType<typeof selectView>['executeTakeFirstOrThrow']>>;

export async function findApplicationView(db: Kysely<Database>, id: string): Promise<ApplicationViewRow | undefined> {
  return selectView(db, {}).where('a.id', '=', id).executeTakeFirst();
}

/** Newest first unless asked otherwise (ties broken by id so pages never overlap). */
export async function listApplicationViews(
  db: Kysely<Database>,
  filters: ApplicationFilters,
  page: { offset: number; limit: number; order?: 'newest' | 'oldest' } = { offset: 0, limit: 1000 },
): Promise<ApplicationViewRow[]> {
  const direction = page.order === 'oldest' ? 'asc' : 'desc';
  return selectView(db, filters).orderBy('a.created_at', direction).orderBy('a.id', direction).offset(page.offset).limit(page.limit).execute();
}

export async function countApplications(db: Kysely<Database>, filters: ApplicationFilters): Promise<number> {
  const row = await filtered(db, filters)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
