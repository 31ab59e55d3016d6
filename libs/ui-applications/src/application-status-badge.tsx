import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@club/contracts';
import { Badge, type BadgeTone } from '@club/ui';

const TONES: Record<ApplicationStatus, BadgeTone> = { pending: 'warning', approved: 'success', rejected: 'error' };

/** 'En attente' / 'Approuvée' / 'Refusée' (spec §4); the colour only repeats what the text says. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={TONES[status]}>{APPLICATION_STATUS_LABELS[status]}</Badge>;
}
