import { CONTACT_MESSAGE_STATE_LABELS, type ContactMessageState } from '@club/contracts';
import { Badge, type BadgeTone } from '@club/ui';

const TONES: Record<ContactMessageState, BadgeTone> = { unread: 'info', read: 'neutral', archived: 'warning' };

export function MessageStateBadge({ state }: { state: ContactMessageState }) {
  return <Badge tone={TONES[state]}>{CONTACT_MESSAGE_STATE_LABELS[state]}</Badge>;
}
