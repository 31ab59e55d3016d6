import { describe, expect, it } from 'vitest';
import { applicationRejectedEmail } from './application-emails';
import { renderEmail } from './layout';

describe('renderEmail', () => {
  it('writes the same content as text and as escaped French HTML', () => {
    const { text, html } = renderEmail({
      siteName: 'US Coteaux',
      greeting: 'Bonjour <Léa>,',
      paragraphs: ['Premier paragraphe.'],
      action: { label: 'Ouvrir', url: 'https://club.example.fr/auth/verify?token=a&b="c"' },
    });
    expect(text).toBe(
      'Bonjour <Léa>,\n\nPremier paragraphe.\n\nOuvrir : https://club.example.fr/auth/verify?token=a&b="c"\n\nSportivement,\nL\'équipe de l\'association US Coteaux',
    );
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Bonjour &lt;Léa&gt;,');
    expect(html).toContain('href="https://club.example.fr/auth/verify?token=a&amp;b=&quot;c&quot;"');
    expect(html).not.toContain('<Léa>');
  });

  it('shows the reviewer comment in a rejection, and leaves the line out without one', () => {
    const base = {
      siteName: 'US Coteaux',
      siteUrl: 'http://localhost:3000',
      to: { email: 'a@example.fr', firstName: 'Jade' },
      sectionName: 'Judo',
      categoryName: 'Minimes',
    };
    expect(applicationRejectedEmail({ ...base, comments: 'Groupe complet.' }).text).toContain('Motif indiqué par le responsable : Groupe complet.');
    const withoutComment = applicationRejectedEmail({ ...base, comments: null });
    expect(withoutComment.text).not.toContain('Motif');
    expect(withoutComment.subject).toBe('Candidature refusée – US Coteaux');
  });
});
