import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applicationsCsv, csvCell, exportFileName, parisDateTime } from './applications-csv';

/** The fields of one CSV record as an RFC 4180 reader splitting on `separator` sees them (quotes honoured). */
function readRecord(line: string, separator: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]!;
    if (quoted && char === '"' && line[index + 1] === '"') {
      field += '"';
      index += 1;
    } else if (char === '"' && (quoted || field === '')) quoted = !quoted;
    else if (char === separator && !quoted) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  return [...fields, field];
}

const FORMULA = /^(?:[\t\r]|\s*[=+\-@])/;

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

  // Issue 27: a spreadsheet splitting on ',' read `Judo,=1+1` as a second cell holding a formula.
  it.each([
    ['a comma', 'Judo,=1+1', '"Judo,=1+1"'],
    ['a tab', 'Judo\t=1+1', '"Judo\t=1+1"'],
    ['a comma then a space', 'Judo, @SUM(A1)', '"Judo, @SUM(A1)"'],
  ])('quotes a cell holding %s, whatever the separator', (_what, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['spaces', '  =1+1', "'  =1+1"],
    ['a non-breaking space', '\u00a0+33 6', "'\u00a0+33 6"],
    ['a carriage return', '\r=1+1', `"'\r=1+1"`],
  ])('neutralises a formula behind leading %s', (_what, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves text that only contains a sign further on as is', () => expect(csvCell('Jean-Pierre')).toBe('Jean-Pierre'));

  it.each([';', ',', '\t'])('gives one field, never a formula, to a reader splitting on %j', (separator) => {
    const text = fc.oneof(fc.string(), fc.stringMatching(/^[ =+\-@\t\r\n",;a-z]{0,12}$/));
    fc.assert(
      fc.property(text, (value) => {
        const fields = readRecord(csvCell(value), separator);
        expect(fields).toHaveLength(1);
        expect(fields[0]).toBe(FORMULA.test(value) ? `'${value}` : value);
        expect(FORMULA.test(fields[0]!)).toBe(false);
      }),
      { seed: 20_261_127, numRuns: 500 },
    );
  });
});

describe('applicationsCsv', () => {
  it('starts with the BOM and the French headers, then one CRLF line per application', () => {
    const csv = applicationsCsv([]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe(
      "Statut;Nom;Prénom;Adresse e-mail;Téléphone;Date de naissance;Responsable légal;Section;Catégorie;Motivation;Contact d'urgence;Téléphone du contact d'urgence;Certificat médical;Déposée le;Examinée le;Examinée par;Commentaire\r\n",
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
