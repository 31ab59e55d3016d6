import type { Mail } from '../mailer';
import { renderEmail } from './layout';
import { greeting, nameForEmail } from './person-name';

const EXCERPT_LENGTH = 300;

/** The start of a visitor's text, on one line, cut on a word (the notice links to the whole message). */
export function excerptOf(text: string, length = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut}…`;
}

interface Site {
  name: string;
  url: string;
  email: string;
}

interface ContactMessageMailData {
  site: Site;
  message: { id: string; name: string; email: string; subject: string; message: string };
}

/**
 * The notice of a new message, to the club's address: answering it from a mail client writes to the visitor
 * (Reply-To), the button opens it in the inbox. The visitor's texts are untrusted: the name goes through
 * nameForEmail, the subject and the excerpt are only ever quoted, after a label.
 */
export function contactMessageNoticeEmail({ site, message }: ContactMessageMailData): Mail {
  const name = nameForEmail(message.name);
  return {
    to: site.email,
    replyTo: message.email,
    subject: `Nouveau message de contact – ${excerptOf(message.subject, 80)}`,
    ...renderEmail({
      siteName: site.name,
      greeting: 'Bonjour,',
      paragraphs: [
        `Un nouveau message a été envoyé depuis le formulaire de contact du site par ${name} (${message.email}).`,
        `Objet : «\u00a0${message.subject}\u00a0»`,
        `Extrait : «\u00a0${excerptOf(message.message)}\u00a0»`,
      ],
      action: { label: 'Lire le message', url: `${site.url}/admin/messages/${message.id}` },
    }),
  };
}

interface ContactReplyMailData {
  site: Site;
  message: { name: string; email: string; subject: string; message: string };
  reply: string;
}

/** The club's reply to a visitor: Reply-To the club's address, the visitor's message quoted under it. */
export function contactReplyEmail({ site, message, reply }: ContactReplyMailData): Mail {
  return {
    to: message.email,
    replyTo: site.email,
    // On one line whatever the visitor typed: a subject is a header.
    subject: `Re : ${excerptOf(message.subject, 160)}`,
    ...renderEmail({
      siteName: site.name,
      greeting: greeting(message.name),
      paragraphs: [...reply.split(/\n\s*\n/), `Votre message : «\u00a0${excerptOf(message.message)}\u00a0»`],
    }),
  };
}
