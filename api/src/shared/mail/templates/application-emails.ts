import type { Mail } from '../mailer';
import { renderEmail } from './layout';
import { greeting } from './person-name';

interface ApplicationMailData {
  siteName: string;
  siteUrl: string;
  to: { email: string; firstName: string };
  sectionName: string;
  categoryName: string;
}

const choice = (data: ApplicationMailData) => `${data.sectionName} – ${data.categoryName}`;

export function applicationReceivedEmail(data: ApplicationMailData): Mail {
  return {
    to: data.to.email,
    subject: `Candidature reçue – ${data.siteName}`,
    ...renderEmail({
      siteName: data.siteName,
      greeting: greeting(data.to.firstName),
      paragraphs: [
        `Nous avons bien reçu votre candidature pour : ${choice(data)}.`,
        "Un responsable de l'association va l'étudier. Vous recevrez un e-mail dès qu'une décision sera prise.",
      ],
      action: { label: 'Suivre ma candidature', url: `${data.siteUrl}/first-login/setup` },
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
        `Bonne nouvelle : votre adhésion (${choice(data)}) est approuvée. Bienvenue dans l'association !`,
        ...(data.comments ? [`Message du responsable : ${data.comments}`] : []),
        'Votre espace membre est désormais accessible.',
      ],
      action: { label: 'Accéder à mon espace', url: `${data.siteUrl}/dashboard` },
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
        `Votre candidature (${choice(data)}) n'a pas pu être acceptée.`,
        ...(data.comments ? [`Motif indiqué par le responsable : ${data.comments}`] : []),
        'Vous pouvez déposer une nouvelle candidature depuis votre espace.',
      ],
      action: { label: 'Déposer une nouvelle candidature', url: `${data.siteUrl}/first-login/setup` },
    }),
  };
}
