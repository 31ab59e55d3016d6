import { EMAIL_ERROR_LABELS, EMAIL_STATUS_LABELS, type EmailDelivery, type EmailStatus } from '@club/contracts';
import { styled } from '@club/stack';
import { Badge, type BadgeTone } from '@club/ui';
import { formatMoment } from '@club/ui/dates';
import { type Column, DataTable } from '@club/ui-admin';
import { ResendButton } from './resend-button';

const STATUS_TONES: Record<EmailStatus, BadgeTone> = { waiting: 'warning', sending: 'info', sent: 'success', failed: 'error' };

/** An address has no spaces: it breaks after its « @ » first, then anywhere, rather than widen the table past the admin menu. */
const Address = styled.span`
  overflow-wrap: anywhere;
`;

function AddressText({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 0) return <Address>{address}</Address>;
  return (
    <Address>
      {address.slice(0, at)}
      <wbr />@{address.slice(at + 1)}
    </Address>
  );
}

const Muted = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Attempts = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

/** The server's own answer, technical and untranslated: smaller and monospace, under the French label. */
const ServerAnswer = styled.code`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: break-word;
`;

// « 01/12/2026, 20 h 30 » may wrap after its comma (the time keeps its non-breaking spaces), for the table to fit beside the menu.
const moment = (iso: string | null) => (iso ? <time dateTime={iso}>{formatMoment(iso)}</time> : '—');

const attemptsText = (attempts: number) => (attempts === 0 ? 'Aucune tentative' : attempts === 1 ? '1\u00a0tentative' : `${attempts}\u00a0tentatives`);

/** The state and, under it, how many attempts: one column less, so that the table fits beside the admin menu. */
function State({ email }: { email: EmailDelivery }) {
  return (
    <>
      <Badge tone={STATUS_TONES[email.status]}>{EMAIL_STATUS_LABELS[email.status]}</Badge>
      <Attempts>{attemptsText(email.attempts)}</Attempts>
    </>
  );
}

/** When it was written and, while it waits, when the next attempt is: one column, so that « Renvoyer » stays in view. */
function Dates({ email }: { email: EmailDelivery }) {
  return (
    <>
      <span>Créé le {moment(email.createdAt)}</span>
      {email.status === 'waiting' && email.nextAttemptAt ? <Muted>Prochain essai le {moment(email.nextAttemptAt)}</Muted> : null}
      {email.status === 'sent' && email.sentAt ? <Muted>Remis le {moment(email.sentAt)}</Muted> : null}
    </>
  );
}

function LastError({ email }: { email: EmailDelivery }) {
  if (!email.errorKind && !email.lastError) return '—';
  return (
    <>
      {email.errorKind ? EMAIL_ERROR_LABELS[email.errorKind] : null}
      {email.lastError ? <ServerAnswer>{email.lastError}</ServerAnswer> : null}
    </>
  );
}

const columns: Column<EmailDelivery>[] = [
  { header: 'Objet', cell: (email) => email.subject },
  { header: 'État', cell: (email) => <State email={email} /> },
  { header: 'Dernière erreur', cell: (email) => <LastError email={email} /> },
  { header: 'Dates', cell: (email) => <Dates email={email} /> },
  { header: 'Action', cell: (email) => (email.resendable ? <ResendButton email={email} /> : '—') },
];

/** The e-mails of a page, newest first as the API sends them; never their body (it may hold a sign-in link). */
export function EmailsTable({ emails }: { emails: readonly EmailDelivery[] }) {
  return (
    <DataTable
      caption="E-mails"
      rows={emails}
      rowKey={(email) => email.id}
      rowHeader={{ header: 'Destinataire', cell: (email) => <AddressText address={email.to} /> }}
      columns={columns}
    />
  );
}
