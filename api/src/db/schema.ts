import type { ContactMessageState, EmailErrorKind, EmailStatus } from '@club/contracts';
import type { Generated } from 'kysely';

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
  /** Where the message stands in the admins' inbox (migration 0016, ADR 169). */
  state: Generated<ContactMessageState>;
  /** Name, e-mail, subject and message, normalised for the inbox's search (search-text.ts). */
  search_text: Generated<string>;
}

/** A reply sent to the author of a contact message (migration 0016); goes with its message. */
export interface ContactRepliesTable {
  id: string;
  message_id: string;
  /** Null once the admin's account is deleted; `author_name` keeps who replied. */
  author_id: string | null;
  author_name: string;
  text: string;
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

/** better-auth's tables (snake_case mapping in features/auth/auth-schema.ts); booleans are 0/1. */
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: number;
  image: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  date_of_birth: string | null;
  role: string | null;
  banned: number | null;
  ban_reason: string | null;
  ban_expires: string | null;
  two_factor_enabled: number | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token: string;
  expires_at: string;
  ip_address: string | null;
  user_agent: string | null;
  impersonated_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface AccountsTable {
  id: string;
  user_id: string;
  account_id: string;
  provider_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: string | null;
  refresh_token_expires_at: string | null;
  scope: string | null;
  password: string | null;
  created_at: string;
  updated_at: string;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: string;
  created_at: string;
  updated_at: string;
}

export interface TwoFactorsTable {
  id: string;
  user_id: string;
  secret: string;
  backup_codes: string;
  verified: number | null;
  failed_verification_count: number | null;
  locked_until: string | null;
}

/**
 * Every e-mail, written with the change it tells about and kept until the delivery worker got it accepted
 * (migration 0015, ADR 167); without SMTP the rows are the development outbox (GET /api/dev/outbox).
 */
export interface OutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
  status: EmailStatus;
  attempts: number;
  /** When a waiting e-mail is due. */
  next_attempt_at: string | null;
  /** Temporary failures are retried until then, then the e-mail is `failed` (gave-up). */
  retry_until: string | null;
  last_attempt_at: string | null;
  error_kind: EmailErrorKind | null;
  last_error: string | null;
  /** The instance whose worker is sending it, and until when its claim holds (a crashed instance's claim lapses). */
  claimed_by: string | null;
  claimed_until: string | null;
  sent_at: string | null;
  /** When the link or code it carries stops working: it is not sent after that. */
  expires_at: string | null;
  /** Where answers to it go, when not to the sender (migration 0016): a contact message's notice answers its author. */
  reply_to: string | null;
}

/** A club of the association (migration 0007); optional contact fields are null when not given. */
export interface ClubsTable {
  id: string;
  name: string;
  description: string;
  contact_email: string | null;
  contact_phone: string | null;
  address: string | null;
  logo_url: string | null;
  search_text: string;
  created_at: string;
  updated_at: string;
}

/**
 * A sport section. `club_id` is nullable in the database (SQLite cannot add a NOT NULL foreign key column)
 * but always set by the application: typed as required so every insert names its club (ADR 110).
 */
export interface SectionsTable {
  id: string;
  club_id: string;
  name: string;
  description: string;
  sport: string;
  season_fee_cents: number;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  search_text: string;
  created_at: string;
  updated_at: string;
}

export type CategoryGender = 'mixed' | 'female' | 'male';

export interface CategoriesTable {
  id: string;
  section_id: string;
  name: string;
  description: string;
  min_age: number | null;
  max_age: number | null;
  gender: CategoryGender;
  max_members: number | null;
  created_at: string;
  updated_at: string;
}

/** A user's responsibility in a section: section manager (no category) or coach of a category. */
export interface ResponsibilitiesTable {
  id: string;
  user_id: string;
  kind: 'section_manager' | 'coach';
  section_id: string;
  category_id: string | null;
  created_at: string;
}

export interface ApplicationsTable {
  id: string;
  user_id: string;
  section_id: string | null;
  category_id: string | null;
  motivation: string;
  emergency_contact_name: string;
  emergency_contact_phone: string;
  medical_certificate_url: string | null;
  status: 'pending' | 'approved' | 'rejected';
  review_comments: string | null;
  reviewer_id: string | null;
  created_at: string;
  reviewed_at: string | null;
}

export interface MembershipsTable {
  id: string;
  user_id: string;
  section_id: string;
  category_id: string;
  application_id: string | null;
  created_at: string;
}

/** Facilities and assets (migration 0003). Booleans are 0/1; opening hours and disponibility are JSON text. */
export interface ComplexesTable {
  id: string;
  name: string;
  description: string;
  street: string;
  city: string;
  postal_code: string;
  opening_hours: string;
  number_of_elevators: number;
  accessible_for_reduced_mobility: number;
  parking_capacity: number;
  search_text: string;
  created_at: string;
  updated_at: string;
}

export interface RoomsTable {
  id: string;
  complex_id: string;
  name: string;
  description: string;
  sport_type: string;
  opening_hours: string;
  is_indoor: number;
  accreditation: string | null;
  capacity: number;
  search_text: string;
  created_at: string;
  updated_at: string;
}

export interface MinibusesTable {
  id: string;
  name: string;
  description: string;
  license_plate: string;
  capacity: number;
  disabled_person_capacity: number;
  disponibility: string;
  is_available: number;
  search_text: string;
  created_at: string;
  updated_at: string;
}

/** Room and minibus reservations share this shape; `resource_id` is the room or the minibus. */
export interface ReservationsTable {
  id: string;
  resource_id: string;
  booker_id: string;
  title: string;
  start_at: string;
  end_at: string;
  status: 'pending' | 'confirmed' | 'cancelled' | 'completed' | 'no_show' | 'rescheduled';
  created_at: string;
  updated_at: string;
}

/** A room reservation; `training_session_id` is set when a training session holds it (migration 0008). */
export type RoomReservationsTable = ReservationsTable & { training_session_id: string | null };

/** Training sessions of a category (migration 0008, ADR 120); codes in English, French labels in the contracts. */
export interface TrainingSessionsTable {
  id: string;
  category_id: string;
  series_id: string | null;
  title: string;
  type: 'training' | 'match' | 'camp' | 'meeting' | 'other';
  start_at: string;
  end_at: string;
  room_id: string | null;
  place: string | null;
  max_participants: number | null;
  status: 'planned' | 'cancelled' | 'completed';
  notes: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface TrainingSessionCoachesTable {
  session_id: string;
  user_id: string;
}

export interface TrainingSessionAttendanceTable {
  session_id: string;
  user_id: string;
  status: 'present' | 'absent' | 'excused';
  marked_by: string | null;
  marked_at: string;
}

export interface TrainingSessionRegistrationsTable {
  session_id: string;
  user_id: string;
  created_at: string;
}

/** A change of a session told to one person (migration 0018, ADR 171); `flushed_at` null while it waits. */
export interface SessionNoticesTable {
  id: string;
  user_id: string;
  session_id: string;
  kind: string;
  title: string;
  start_at: string;
  before: string | null;
  after: string | null;
  created_at: string;
  flushed_at: string | null;
}

/** A kind of session notice a person turned off (ADR 171). */
export interface SessionNoticeOptOutsTable {
  user_id: string;
  kind: string;
}

/** Who waits for a place of a full session, in `rank` order (ADR 171). */
export interface TrainingSessionWaitingListTable {
  session_id: string;
  user_id: string;
  rank: number;
  created_at: string;
}

/** The audit trail of admin actions on people (ADR 104); `details` is JSON text. */
/** A published version of a remote (migration 0014, ADR 162); `build_info` is its remote.json. */
export interface RemoteVersionsTable {
  remote: string;
  version: number;
  build: string;
  build_info: string;
  file_count: number;
  total_bytes: number;
  published_at: string;
  published_by: string;
  publisher_id: string | null;
}

/** One file of a published version, with its brotli and gzip forms when they are smaller. */
export interface RemoteFilesTable {
  remote: string;
  version: number;
  path: string;
  content_type: string;
  /** SHA-256 of `body`, base64url. */
  sha256: string;
  body: Uint8Array;
  body_br: Uint8Array | null;
  body_gzip: Uint8Array | null;
}

/** Which version of a remote is served: the current one, the last one that loaded, a candidate for a share of visitors. */
export interface RemoteReleasesTable {
  remote: string;
  current_version: number;
  last_loaded_version: number | null;
  candidate_version: number | null;
  candidate_percent: number | null;
  candidate_started_at: string | null;
  updated_at: string;
}

/** A token that publishes one remote; only the SHA-256 of its secret is kept. */
export interface PublishTokensTable {
  id: string;
  name: string;
  remote: string;
  token_hash: string;
  created_by: string;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
}

/** Loads and failures of one version of a remote during one minute (`YYYY-MM-DDTHH:MM`, UTC). */
export interface RemoteLoadCountsTable {
  remote: string;
  version: number;
  minute: string;
  loads: number;
  failures: number;
}

export interface AuditRecordsTable {
  id: string;
  action: string;
  actor_id: string | null;
  actor_name: string;
  target_id: string | null;
  target_label: string;
  details: string;
  created_at: string;
}

/** The blog (migration 0009). `content_html` is the sanitised HTML of the Markdown `content`; booleans are 0/1. */
export interface BlogArticlesTable {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  content_html: string;
  cover_image_url: string | null;
  status: 'draft' | 'published' | 'archived';
  visibility: 'public' | 'members';
  published_at: string | null;
  author_id: string | null;
  search_text: string;
  created_at: string;
  updated_at: string;
}

export interface BlogTagsTable {
  id: string;
  name: string;
  name_key: string;
  created_at: string;
  updated_at: string;
}

export interface BlogArticleTagsTable {
  article_id: string;
  tag_id: string;
}

export interface BlogCommentsTable {
  id: string;
  article_id: string;
  author_id: string;
  content: string;
  is_hidden: number;
  created_at: string;
  updated_at: string;
}

/** Article and comment reactions share this shape; `target_id` is the article or the comment. */
export interface BlogReactionsTable {
  user_id: string;
  target_id: string;
  type: string;
  created_at: string;
}

/** The member's emergency contact and visibility choices (migration 0010, ADR 140); booleans are 0/1. */
export interface MemberProfilesTable {
  user_id: string;
  emergency_contact_name: string | null;
  emergency_contact_phone: string | null;
  share_email: number;
  share_phone: number;
  show_in_new_members: number;
  updated_at: string;
}

/** A person's medical certificate as a file, one per person (ADR 207). Dates are YYYY-MM-DD. */
export interface MedicalCertificatesTable {
  user_id: string;
  certificate_date: string;
  valid_until: string;
  media_type: string;
  size: number;
  body: Uint8Array;
  uploaded_at: string;
}

/** An adult's responsibility for a family member (ADR 208): both are `users` rows. */
export interface FamilyLinksTable {
  guardian_id: string;
  person_id: string;
  relationship: string;
  created_at: string;
}

/** A member's personal iCal feed: the SHA-256 of its secret token, never the token (ADR 150). */
export interface CalendarFeedsTable {
  user_id: string;
  token_hash: string;
  created_at: string;
}

/** A change of e-mail address: confirmed from the new one, undoable from the old one (ADR 160). */
export interface EmailChangesTable {
  id: string;
  user_id: string;
  old_email: string;
  new_email: string;
  /** Null once the confirmation link has been used or replaced. */
  confirm_token_hash: string | null;
  confirm_expires_at: string;
  requested_at: string;
  confirmed_at: string | null;
  /** Null until confirmed, and again once the undo link has been used or cancelled. */
  undo_token_hash: string | null;
  undo_expires_at: string | null;
  undone_at: string | null;
}

export interface Database {
  contact_messages: ContactMessagesTable;
  contact_replies: ContactRepliesTable;
  remote_failures: RemoteFailuresTable;
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  two_factors: TwoFactorsTable;
  outbox: OutboxTable;
  clubs: ClubsTable;
  sections: SectionsTable;
  categories: CategoriesTable;
  responsibilities: ResponsibilitiesTable;
  applications: ApplicationsTable;
  memberships: MembershipsTable;
  complexes: ComplexesTable;
  rooms: RoomsTable;
  minibuses: MinibusesTable;
  room_reservations: RoomReservationsTable;
  minibus_reservations: ReservationsTable;
  audit_records: AuditRecordsTable;
  remote_versions: RemoteVersionsTable;
  remote_files: RemoteFilesTable;
  remote_releases: RemoteReleasesTable;
  publish_tokens: PublishTokensTable;
  remote_load_counts: RemoteLoadCountsTable;
  training_sessions: TrainingSessionsTable;
  training_session_coaches: TrainingSessionCoachesTable;
  training_session_attendance: TrainingSessionAttendanceTable;
  training_session_registrations: TrainingSessionRegistrationsTable;
  blog_articles: BlogArticlesTable;
  blog_tags: BlogTagsTable;
  blog_article_tags: BlogArticleTagsTable;
  blog_comments: BlogCommentsTable;
  blog_article_reactions: BlogReactionsTable;
  blog_comment_reactions: BlogReactionsTable;
  member_profiles: MemberProfilesTable;
  medical_certificates: MedicalCertificatesTable;
  family_links: FamilyLinksTable;
  calendar_feeds: CalendarFeedsTable;
  email_changes: EmailChangesTable;
  session_notices: SessionNoticesTable;
  session_notice_opt_outs: SessionNoticeOptOutsTable;
  training_session_waiting_list: TrainingSessionWaitingListTable;
}
