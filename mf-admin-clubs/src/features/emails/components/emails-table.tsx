import { EMAIL_ERROR_LABELS, EMAIL_STATUS_LABELS, type EmailDelivery, type EmailStatus } from '@club/contracts';
import { styled } from '@club/stack';
import { Badge, type BadgeTone, Text } from '@club/ui';
import { formatTableMoment } from '@club/ui/dates';
import { type Column, DataTable } from '@club/ui-admin';
import { ResendButton } from './resend-button';

const STATUS_TONES: Record<EmailStatus, BadgeTone> = { waiting: 'warning', sending: 'info', sent: 'success', failed: 'error' };

const Moment = styled.time`
  white-space: nowrap;
`;

/** The server's own answer, technical and untranslated: small and monospace, under the French label. */
const ServerAnswer = styled.code`
  display: block;
  max-width: 28rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const moment = (iso: string | null) => (iso ? <Moment dateTime={iso}>{formatTableMoment(iso)}</Moment> : '—');

function LastError({ email }: { email: EmailDelivery }) {
  if (!email.errorKind && !email.lastError) return '—';
  return (
    <>
      {email.errorKind ? <Text as="span">{EMAIL_ERROR_LABELS[email.errorKind]}</Text> : null}
      {email.lastError ? <ServerAnswer>{email.lastError}</ServerAnswer> : null}
    </>
  );
}

const columns: Column<EmailDelivery>[] = [
  { header: 'Objet', cell: (email) => email.subject },
  { header: 'État', cell: (email) => <Badge tone={STATUS_TONES[email.status]}>{EMAIL_STATUS_LABELS[email.status]}</Badge> },
  { header: 'Tentatives', cell: (email) => email.attempts },
  { header: 'Dernière erreur', cell: (email) => <LastError email={email} /> },
  { header: 'Créé le', cell: (email) => moment(email.createdAt) },
  { header: 'Prochain essai', cell: (email) => (email.status === 'waiting' ? moment(email.nextAttemptAt) : '—') },
  { header: 'Action', cell: (email) => (email.resendable ? <ResendButton email={email} /> : '—') },
];

/** The e-mails of a page, newest first as the API sends them; never their body (it may hold a sign-in link). */
export function EmailsTable({ emails }: { emails: readonly EmailDelivery[] }) {
  return (
    <DataTable caption="E-mails" rows={emails} rowKey={(email) => email.id} rowHeader={{ header: 'Destinataire', cell: (email) => email.to }} columns={columns} />
  );
}
