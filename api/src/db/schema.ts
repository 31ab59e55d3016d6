/**
 * Table types shared by both dialects. Portable choices (docs/decisions/010-api-database-portability.md):
 * ids are uuid strings made by the app, timestamps are UTC ISO-8601 strings (`2026-01-31T12:00:00.000Z`),
 * which sort and compare as text identically on SQLite and PostgreSQL.
 */
export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
}

export interface RemoteFailuresTable {
  id: string;
  remote: string;
  version: string | null;
  url: string | null;
  code: string;
  message: string;
  page: string | null;
  user_agent: string | null;
  created_at: string;
}

export interface Database {
  contact_messages: ContactMessagesTable;
  remote_failures: RemoteFailuresTable;
}
