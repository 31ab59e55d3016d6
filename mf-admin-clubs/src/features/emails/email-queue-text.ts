import type { EmailListFilter, EmailQueue } from '@club/contracts';
import { formatMoment } from '@club/ui/dates';

const plural = (count: number, one: string, many: string) => `${count}\u00a0${count > 1 ? many : one}`;

/** « 3 e-mails en attente, le plus ancien depuis 01/12/2026, 20 h 30 » or « Aucun e-mail en attente. » */
export function waitingText({ waiting, oldestWaitingAt }: Pick<EmailQueue, 'waiting' | 'oldestWaitingAt'>): string {
  if (waiting === 0) return 'Aucun e-mail en attente.';
  const since = oldestWaitingAt ? formatMoment(oldestWaitingAt) : null;
  if (waiting === 1) return since ? `1\u00a0e-mail en attente depuis ${since}` : '1\u00a0e-mail en attente';
  return since ? `${plural(waiting, 'e-mail', 'e-mails')} en attente, le plus ancien depuis ${since}` : `${plural(waiting, 'e-mail', 'e-mails')} en attente`;
}

/** « 2 échecs ces dernières 24 heures » or « Aucun échec ces dernières 24 heures. » */
export function failedText(failed24h: number): string {
  return failed24h === 0 ? 'Aucun échec ces dernières 24\u00a0heures.' : `${plural(failed24h, 'échec', 'échecs')} ces dernières 24\u00a0heures`;
}

/** Development without SMTP_URL: nothing leaves the site, the mails stay readable in the development outbox. */
export const OUTBOX_NOTE =
  "Aucun serveur d'envoi n'est configuré\u00a0: les e-mails ne partent pas du site, ils y sont seulement conservés pour la boîte d'envoi de développement.";

export const ALL_DELIVERED = 'Tous les e-mails ont été remis.';

/** The list's empty state: what the filter shows once something is there, or how to widen a search. */
export function emptyListText(status: EmailListFilter, searched: boolean): { title: string; message: string } {
  if (searched) return { title: 'Aucun e-mail ne correspond à cette recherche', message: 'Modifiez ou retirez la recherche.' };
  switch (status) {
    case 'undelivered':
      return { title: ALL_DELIVERED, message: "Les e-mails en attente d'envoi ou en échec apparaîtront ici." };
    case 'failed':
      return {
        title: 'Aucun e-mail en échec',
        message: "Les e-mails refusés par le serveur d'envoi, ou non remis après 24\u00a0heures d'essais, apparaîtront ici.",
      };
    case 'sent':
      return { title: 'Aucun e-mail remis', message: "Les e-mails acceptés par le serveur d'envoi apparaîtront ici." };
  }
}
