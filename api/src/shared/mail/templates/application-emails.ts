import type { Mail } from '../mailer';
import { renderEmail } from './layout';
import { greeting, nameForEmail } from './person-name';

interface ApplicationMailData {
  siteName: string;
  siteUrl: string;
  /** `about`: the family member the application is for, when the reader is their adult (ADR 208). */
  to: { email: string; firstName: string; about?: string | null };
  sectionName: string;
  categoryName: string;
}

const choice = (data: ApplicationMailData) => `${data.sectionName} – ${data.categoryName}`;
/** Where an adult follows their family's applications (mf-member's « Ma famille »). */
const FAMILY_PAGE = '/dashboard/family';
const about = (data: ApplicationMailData) => (data.to.about ? nameForEmail(data.to.about) : null);

export function applicationReceivedEmail(data: ApplicationMailData): Mail {
  return {
    to: data.to.email,
    subject: `Candidature reçue – ${data.siteName}`,
    ...renderEmail({
      siteName: data.siteName,
      greeting: greeting(data.to.firstName),
      paragraphs: [
        about(data)
          ? `Nous avons bien reçu la candidature de ${about(data)} pour : ${choice(data)}.`
          : `Nous avons bien reçu votre candidature pour : ${choice(data)}.`,
        "Un responsable de l'association va l'étudier. Vous recevrez un e-mail dès qu'une décision sera prise.",
      ],
      action: about(data)
        ? { label: 'Suivre la candidature', url: `${data.siteUrl}${FAMILY_PAGE}` }
        : { label: 'Suivre ma candidature', url: `${data.siteUrl}/first-login/setup` },
    }),
  };
}

export function applicationApprovedEmail(data: ApplicationMailData & { comments: string | null }): Mail {
  return {
    to: data.to.email,
    subject: `Candidature approuvée – ${data.siteName}`,
    ...renderEmail({
      siteName: data.siteName,
      greeting: greeting(data.to.firstName),
      paragraphs: [
        about(data)
          ? `Bonne nouvelle : l'adhésion de ${about(data)} (${choice(data)}) est approuvée. Bienvenue dans l'association !`
          : `Bonne nouvelle : votre adhésion (${choice(data)}) est approuvée. Bienvenue dans l'association !`,
        ...(data.comments ? [`Message du responsable : ${data.comments}`] : []),
        about(data) ? 'Ses séances sont désormais dans votre espace, page «\u00a0Ma famille\u00a0».' : 'Votre espace membre est désormais accessible.',
      ],
      action: about(data) ? { label: 'Voir ma famille', url: `${data.siteUrl}${FAMILY_PAGE}` } : { label: 'Accéder à mon espace', url: `${data.siteUrl}/dashboard` },
    }),
  };
}

export function applicationRejectedEmail(data: ApplicationMailData & { comments: string | null }): Mail {
  return {
    to: data.to.email,
    subject: `Candidature refusée – ${data.siteName}`,
    ...renderEmail({
      siteName: data.siteName,
      greeting: greeting(data.to.firstName),
      paragraphs: [
        about(data)
          ? `La candidature de ${about(data)} (${choice(data)}) n'a pas pu être acceptée.`
          : `Votre candidature (${choice(data)}) n'a pas pu être acceptée.`,
        ...(data.comments ? [`Motif indiqué par le responsable : ${data.comments}`] : []),
        'Vous pouvez déposer une nouvelle candidature depuis votre espace.',
      ],
      action: { label: 'Déposer une nouvelle candidature', url: `${data.siteUrl}${about(data) ? FAMILY_PAGE : '/first-login/setup'}` },
    }),
  };
}
