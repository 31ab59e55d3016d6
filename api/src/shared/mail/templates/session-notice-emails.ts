import { withDe } from '@club/contracts';
import type { Mail } from '../mailer';
import { renderEmail } from './layout';
import { greeting, nameForEmail } from './person-name';

export interface NoticeLine {
  kind: 'cancelled' | 'time' | 'room' | 'waiting_list';
  title: string;
  day: string;
  before: string | null;
  after: string | null;
}

function line(notice: NoticeLine, about: string | null): string {
  const session = `«\u00a0${notice.title}\u00a0» du ${notice.day}`;
  switch (notice.kind) {
    case 'cancelled':
      return `${session} est annulée.`;
    case 'time':
      return `«\u00a0${notice.title}\u00a0» change d'horaire : ${notice.before ?? '—'} → ${notice.after ?? '—'}.`;
    case 'room':
      return `${session} change de lieu : ${notice.before ?? '—'} → ${notice.after ?? '—'}.`;
    case 'waiting_list':
      return about
        ? `Une place s'est libérée pour ${session} : elle revient à ${about}, son inscription est confirmée.`
        : `Une place s'est libérée pour ${session} : elle vous revient, votre inscription est confirmée.`;
  }
}

/**
 * One e-mail for the changes of a person's sessions that settled together (ADR 171). `about`: the family member
 * whose sessions they are, when the reader is their adult (« les séances de Léa », ADR 210).
 */
export function sessionNoticesEmail(data: {
  siteName: string;
  siteUrl: string;
  to: { email: string; firstName: string; about?: string | null };
  notices: NoticeLine[];
}): Mail {
  const several = data.notices.length > 1;
  const about = data.to.about ? nameForEmail(data.to.about) : null;
  const whose = about ? `des séances ${withDe(about)}` : 'de vos séances';
  const intro = about ? `Une des séances ${withDe(about)} change :` : 'Une de vos séances change :';
  return {
    to: data.to.email,
    subject: `${several ? `Changements ${whose}` : about ? `Changement d'une séance ${withDe(about)}` : 'Changement de séance'} – ${data.siteName}`,
    ...renderEmail({
      siteName: data.siteName,
      greeting: greeting(data.to.firstName),
      paragraphs: [several ? `Voici les changements ${whose} :` : intro, ...data.notices.map((notice) => line(notice, about))],
      action: about
        ? { label: 'Voir ma famille', url: `${data.siteUrl}/dashboard/family` }
        : { label: 'Voir mon tableau de bord', url: `${data.siteUrl}/dashboard` },
      closing: `Vous pouvez choisir les avis que vous recevez par e-mail dans vos paramètres : ${data.siteUrl}/user/settings\n\nSportivement,\nL'équipe de l'association ${data.siteName}`,
    }),
  };
}
