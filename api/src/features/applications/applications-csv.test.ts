import { describe, expect, it } from 'vitest';
import { applicationsCsv, csvCell, exportFileName, parisDateTime } from './applications-csv';

describe('csvCell', () => {
  it('keeps plain text as is', () => expect(csvCell('Judo')).toBe('Judo'));
  it('is empty for a missing value', () => expect(csvCell(null)).toBe(''));
  it('quotes separators, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('Paris; France')).toBe('"Paris; France"');
    expect(csvCell('Il a dit "oui"')).toBe('"Il a dit ""oui"""');
    expect(csvCell('ligne 1\nligne 2')).toBe('"ligne 1\nligne 2"');
  });
  it.each(['=1+1', '+33 6 12 34 56 78', '-2', '@SUM(A1)', '\tcmd'])('neutralises a formula start: %j', (value) => {
    expect(csvCell(value).replace(/^"/, '').startsWith(`'${value[0]}`)).toBe(true);
  });
  it('neutralises and quotes together', () => expect(csvCell('=HYPERLINK("x";"y")')).toBe(`"'=HYPERLINK(""x"";""y"")"`));
});

describe('applicationsCsv', () => {
  it('starts with the BOM and the French headers, then one CRLF line per application', () => {
    const csv = applicationsCsv([]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe(
      "Statut;Nom;Prénom;Adresse e-mail;Téléphone;Date de naissance;Section;Catégorie;Motivation;Contact d'urgence;Téléphone du contact d'urgence;Certificat médical;Déposée le;Examinée le;Examinée par;Commentaire\r\n",
    );
  });
});

describe('dates on the Paris clock', () => {
  it('formats an instant as the Paris wall clock (summer and winter offsets)', () => {
    expect(parisDateTime('2026-07-01T10:05:00.000Z')).toBe('01/07/2026 12:05');
    expect(parisDateTime('2026-11-25T23:30:00.000Z')).toBe('26/11/2026 00:30');
    expect(parisDateTime(null)).toBe('');
  });
  it('names the file after the Paris day', () => expect(exportFileName(new Date('2026-11-25T23:30:00.000Z'))).toBe('candidatures-2026-11-26.csv'));
});
