import { describe, expect, it } from 'vitest';
import { contactMessageNoticeEmail, contactReplyEmail, excerptOf } from './contact-emails';

const site = { name: 'US Coteaux', url: 'https://club.example.fr', email: 'contact@us-coteaux.fr' };
const message = { id: 'm1', name: 'Camille Martin', email: 'camille@example.fr', subject: 'Inscription\r\nBcc: x@y.fr', message: 'Bonjour,\n\nune question.' };

describe('the contact e-mails', () => {
  it('cuts an excerpt on a word, on one line', () => {
    expect(excerptOf('Bonjour,\n\nune   question.')).toBe('Bonjour, une question.');
    expect(excerptOf('un deux trois quatre cinq', 12)).toBe('un deux…');
  });

  it('tells the club of a message, answering to the visitor, its subject on one line', () => {
    const mail = contactMessageNoticeEmail({ site, message });
    expect(mail).toMatchObject({ to: 'contact@us-coteaux.fr', replyTo: 'camille@example.fr', subject: 'Nouveau message de contact – Inscription Bcc: x@y.fr' });
    expect(mail.text).toContain('Lire le message : https://club.example.fr/admin/messages/m1');
  });

  it('sends the reply to the visitor, answering to the club, its paragraphs kept and the message quoted', () => {
    const mail = contactReplyEmail({ site, message, reply: 'Bonjour Camille,\n\nOui.' });
    expect(mail).toMatchObject({ to: 'camille@example.fr', replyTo: 'contact@us-coteaux.fr', subject: 'Re : Inscription Bcc: x@y.fr' });
    expect(mail.text).toContain('Bonjour Camille,\n\nOui.\n\nVotre message : « Bonjour, une question. »');
    expect(mail.html).toContain('<p style="margin:0 0 16px">Oui.</p>');
  });
});
