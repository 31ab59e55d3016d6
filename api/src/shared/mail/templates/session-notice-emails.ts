import type { Mail } from '../mailer';
import { renderEmail } from './layout';
import { greeting } from './person-name';

export interface NoticeLine {
  kind: 'cancelled' | 'time' | 'room' | 'waiting_list';
  title: string;
  day: string;
  before: string | null;
  after: string | null;
}

function line(notice: NoticeLine): string {
  const session = `«\u00a0${notice.title}\u00a0» du ${notice.day}`;
  switch (notice.kind) {
    case 'cancelled':
      return `${session} est annulée.`;
    case 'time':
      return `«\u00a0${notice.title}\u00a0» change d'horaire : ${notice.before ?? '—'} → ${notice.after ?? '—'}.`;
    case 'room':
      return `${session} change de lieu : ${notice.before ?? '—'} → ${notice.after ?? '—'}.`;
    case 'waiting_list':
      return `Une place s'est libérée pour ${session} : elle vous revient, votre inscription est confirmée.`;
  }
}

/** One e-mail for the changes of a person's sessions that settled together (ADR 171). */
export function sessionNoticesEmail(data: { siteName: string; siteUrl: string; to: { email: string; firstName: string }; notices: NoticeLine[] }): Mail {
  const several = data.notices.length > 1;
  return {
    to: data.to.email,
    subject: `${several ? 'Changements de vos séances' : 'Changement de séance'} – ${data.siteName}`,
    ...renderEmail({
      siteName: data.siteName,
      greeting: greeting(data.to.firstName),
      paragraphs: [several ? 'Voici les changements de vos séances :' : 'Une de vos séances change :', ...data.notices.map(line)],
      action: { label: 'Voir mon tableau de bord', url: `${data.siteUrl}/dashboard` },
      closing: `Vous pouvez choisir les avis que vous recevez par e-mail dans vos paramètres : ${data.siteUrl}/user/settings\n\nSportivement,\nL'équipe de l'association ${data.siteName}`,
    }),
  };
}
