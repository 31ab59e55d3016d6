import { describe, expect, it } from 'vitest';
import { applicationReceivedEmail } from './application-emails';
import { passwordResetEmail } from './auth-emails';
import { greeting, NAME_MAX_LENGTH, nameForEmail } from './person-name';

const HOSTILE = 'Bonjour votre compte est suspendu, payez sur https://evil.example/payer';

/** What a mail client needs to make a link of: a scheme, `www.`, a dotted domain or an address. */
const LINKABLE = /:\/\/|www\.|[\p{L}\p{N}-]\.[\p{L}]{2,}|\S@\S/iu;

describe('nameForEmail', () => {
  it('keeps an ordinary name as it is', () => {
    for (const name of ['Léa', "Jean-Pierre N'Diaye", "Zoé d'Alembert", 'J. Dupont', '李小龍']) expect(nameForEmail(name)).toBe(name);
  });

  it('shortens a long name to at most 40 characters with an ellipsis, on a word when it can', () => {
    const shown = nameForEmail(HOSTILE);
    expect(shown).toBe('Bonjour votre compte est suspendu…');
    expect(Array.from(shown).length).toBeLessThanOrEqual(NAME_MAX_LENGTH);
    expect(nameForEmail('A'.repeat(100))).toBe(`${'A'.repeat(NAME_MAX_LENGTH - 1)}…`);
  });

  it.each([
    ['https://evil.example/payer', 'https∶∕∕evil․example∕payer'],
    ['www.evil.example', 'www․evil․example'],
    ['payez sur evil.fr', 'payez sur evil․fr'],
    ['écrivez à pirate@evil.fr', 'écrivez à pirate﹫evil․fr'],
    ['ｈｔｔｐｓ：／／evil。example', 'https∶∕∕evil․example'],
  ])('leaves nothing a mail client turns into a link: %s', (name, shown) => {
    expect(nameForEmail(name)).toBe(shown);
    expect(nameForEmail(name)).not.toMatch(LINKABLE);
  });

  it('turns line breaks, control and invisible characters into single spaces', () => {
    expect(nameForEmail('Léa\n\nVotre compte\u202Eest\u200Bbloqué\t ')).toBe('Léa Votre compte est bloqué');
    expect(nameForEmail('  ')).toBe('');
    expect(nameForEmail(null)).toBe('');
  });
});

describe('greeting', () => {
  it('names the person, or greets without a name', () => {
    expect(greeting('Léa')).toBe('Bonjour Léa,');
    expect(greeting('\u200B')).toBe('Bonjour,');
  });

  it('is what the templates use: a hostile name arrives escaped, short and without a link in both parts', () => {
    const mails = [
      passwordResetEmail('US Coteaux', { email: 'a@example.fr', name: `<b>${HOSTILE}</b>` }, 'https://club.example.fr/auth/reset-password?token=t'),
      applicationReceivedEmail({
        siteName: 'US Coteaux',
        siteUrl: 'https://club.example.fr',
        to: { email: 'a@example.fr', firstName: 'https://evil.example' },
        sectionName: 'Judo',
        categoryName: 'Seniors',
      }),
    ];
    for (const mail of mails) {
      const greetingLine = mail.text.split('\n')[0] ?? '';
      expect(greetingLine).not.toMatch(LINKABLE);
      expect(Array.from(greetingLine).length).toBeLessThanOrEqual('Bonjour ,'.length + NAME_MAX_LENGTH);
      expect(mail.html).not.toContain('<b>');
      expect(mail.html).not.toContain('evil.example');
    }
  });
});
