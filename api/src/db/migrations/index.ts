import type { Migration } from 'kysely/migration';
import * as m0001 from './0001-contact-and-telemetry';
import * as m0002Identity from './0002-identity';
import * as m0003Facilities from './0003-facilities';
import * as m0004ReservationEndIndexes from './0004-reservation-end-indexes';
import * as m0005RetentionIndexes from './0005-retention-indexes';
import * as m0006AuditRecords from './0006-audit-records';
import * as m0007Clubs from './0007-clubs';
import * as m0008TrainingSessions from './0008-training-sessions';
import * as m0009Blog from './0009-blog';
import * as m0010MemberProfile from './0010-member-profile';
import * as m0011CalendarFeeds from './0011-calendar-feeds';
import * as m0012EmailChanges from './0012-email-changes';
import * as m0013OneRolePerAccount from './0013-one-role-per-account';
import * as m0014RemoteDeployments from './0014-remote-deployments';
import * as m0015MailDelivery from './0015-mail-delivery';
import * as m0016ContactInbox from './0016-contact-inbox';
import * as m0018SessionNoticesAndWaitingLists from './0018-session-notices-and-waiting-lists';
import * as m0019MedicalCertificates from './0019-medical-certificates';
import * as m0020FamilyLinks from './0020-family-links';

/**
 * Every migration, in order. Listed by hand rather than read from the folder so that the same list
 * works under tsx, vitest and any bundler; a new file must be added here (names sort as they run).
 */
export const migrations: Record<string, Migration> = {
  '0001-contact-and-telemetry': m0001,
  '0002-identity': m0002Identity,
  '0003-facilities': m0003Facilities,
  '0004-reservation-end-indexes': m0004ReservationEndIndexes,
  '0005-retention-indexes': m0005RetentionIndexes,
  '0006-audit-records': m0006AuditRecords,
  '0007-clubs': m0007Clubs,
  '0008-training-sessions': m0008TrainingSessions,
  '0009-blog': m0009Blog,
  '0010-member-profile': m0010MemberProfile,
  '0011-calendar-feeds': m0011CalendarFeeds,
  '0012-email-changes': m0012EmailChanges,
  '0013-one-role-per-account': m0013OneRolePerAccount,
  '0014-remote-deployments': m0014RemoteDeployments,
  '0015-mail-delivery': m0015MailDelivery,
  '0016-contact-inbox': m0016ContactInbox,
  '0018-session-notices-and-waiting-lists': m0018SessionNoticesAndWaitingLists,
  '0019-medical-certificates': m0019MedicalCertificates,
  '0020-family-links': m0020FamilyLinks,
};
