import type { ServiceContext } from '../../shared/service-context';
import { minuteOf } from '../deployments/remote-telemetry.service';
import { deleteFamilyMembersLeftAlone } from '../family/responsible-adults';
import { purgeMedicalCertificates } from '../medical-certificates/medical-certificates.service';
import {
  deleteContactMessagesLastExchangedBefore,
  deleteCreatedBefore,
  deleteDeliveredMailBefore,
  deleteExpired,
  deleteFlushedSessionNoticesBefore,
  deleteLoadCountsBefore,
} from './retention.repository';

export interface PurgeCounts {
  sessions: number;
  verifications: number;
  contactMessages: number;
  outbox: number;
  sessionNotices: number;
  remoteFailures: number;
  remoteLoadCounts: number;
  medicalCertificates: number;
  familyMembersAlone: number;
}

/** The deployments screen shows 7 days of loads per version (ADR 162): older minutes are no use to anyone. */
const LOAD_COUNTS_DAYS = 8;

/** `months` calendar months before `now` (UTC); the 31st falls back to the month's last day. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/**
 * Data minimisation (RGPD): expired sessions and verification tokens go at once; contact messages (from their
 * last reply), outbox mails, session-change notices and remote-failure reports once older than the retention (docs/decisions/093-retention-purge.md);
 * medical certificates of a season that is over or of an applicant refused (docs/decisions/207-medical-certificate-as-a-file.md);
 * family members without a login left without an adult, should their adult's deletion not have taken them
 * (docs/decisions/210-family-members-everywhere-a-person-appears.md). A family member is no inactive account:
 * they are kept as long as an adult is responsible for them.
 * Each table is its own statement, not one transaction: a purge cut short keeps what it already removed.
 */
export async function purgeExpiredData({ ctx, input }: { ctx: ServiceContext; input: { retentionMonths: number } }): Promise<PurgeCounts & { cutoff: string }> {
  const now = ctx.now();
  const cutoff = retentionCutoff(now, input.retentionMonths).toISOString();
  return {
    cutoff,
    sessions: await deleteExpired(ctx.db, 'sessions', now.toISOString()),
    verifications: await deleteExpired(ctx.db, 'verifications', now.toISOString()),
    contactMessages: await deleteContactMessagesLastExchangedBefore(ctx.db, cutoff),
    outbox: await deleteDeliveredMailBefore(ctx.db, cutoff),
    sessionNotices: await deleteFlushedSessionNoticesBefore(ctx.db, cutoff),
    remoteFailures: await deleteCreatedBefore(ctx.db, 'remoteFailures', cutoff),
    remoteLoadCounts: await deleteLoadCountsBefore(ctx.db, minuteOf(new Date(now.getTime() - LOAD_COUNTS_DAYS * 24 * 3600_000))),
    medicalCertificates: await purgeMedicalCertificates({ ctx }),
    familyMembersAlone: await deleteFamilyMembersLeftAlone(ctx.db, now),
  };
}
