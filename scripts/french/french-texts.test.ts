import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_TEXTS } from './accepted-texts';
import { findingsOf, looksLikeProse } from './french-texts';
import { readTexts, sourceFiles, type SourceText } from './source-texts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Test files assert the texts (so they follow the words), but test runners collapse spaces: no typography there. */
const isTest = (file: string) => /\.test\.tsx?$|\.spec\.ts$|\.test-helpers\.ts$|\/testing\/|^e2e\//.test(file);

const text = (value: string, jsx = false): SourceText => ({ file: 'x.tsx', line: 1, text: value, jsx });

describe('the site writes French the way docs FRENCH.md says (whole workspace)', () => {
  it('uses the glossary words, the straight apostrophe and unbreakable guillemets in every text we write', () => {
    const findings = sourceFiles(ROOT)
      .filter((file) => !file.startsWith('scripts/'))
      .flatMap((file) => readTexts(ROOT, file).flatMap((source) => findingsOf(source, { typography: !isTest(file) })))
      .filter(({ where, found }) => !ACCEPTED_TEXTS.some((accepted) => where.startsWith(`${accepted.file}:`) && accepted.found === found));
    const report = findings.map(({ where, found, say }) => `${where}  « ${found} » → ${say}`).join('\n');
    expect(report, `${findings.length} text(s) to rewrite:\n${report}`).toBe('');
  }, 120_000); // parses every source file of the workspace
});

describe('findingsOf', () => {
  it('names the word to say instead, with the file and line', () => {
    expect(findingsOf(text("Votre demande d'adhésion est envoyée."), { typography: true })).toEqual([
      { where: 'x.tsx:1', found: "demande d'adhésion", say: 'candidature' },
    ]);
    expect(findingsOf(text('Double authentification', true), { typography: true })[0]?.say).toBe('validation en deux étapes');
  });

  it('leaves the texts the spec quotes exact', () => {
    expect(findingsOf(text("Bienvenue sur le panel d'administration"), { typography: true })).toEqual([]);
    expect(findingsOf(text('Email ou mot de passe incorrect'), { typography: true })).toEqual([]);
    expect(findingsOf(text('Le panel des membres'), { typography: true })[0]?.found).toBe('panel');
  });

  it('looks for English words in texts a person reads only, not in identifiers or paths', () => {
    expect(findingsOf(text('email'), { typography: true })).toEqual([]);
    expect(findingsOf(text('/auth/login?redirect=%2Fadmin'), { typography: true })).toEqual([]);
    expect(findingsOf(text('Email'), { typography: true })[0]?.found).toBe('Email');
    expect(findingsOf(text('Votre email'), { typography: true })[0]?.found).toBe('email');
    expect(findingsOf(text('Votre e-mail'), { typography: true })).toEqual([]);
  });

  it('refuses masculine-only forms addressed to the reader, not the neutral « inscrit(e) »', () => {
    expect(findingsOf(text('Vous êtes inscrit à la séance.'), { typography: true })).toHaveLength(1);
    expect(findingsOf(text("Vous n'êtes inscrit dans aucune section."), { typography: true })).toHaveLength(1);
    expect(findingsOf(text('Vous êtes déjà inscrit(e) à cette séance.'), { typography: true })).toEqual([]);
  });

  it('refuses the curly apostrophe, and guillemets with a plain space inside outside tests', () => {
    expect(findingsOf(text('l’équipe'), { typography: true })[0]?.found).toBe('’');
    expect(findingsOf(text('Section « Football »'), { typography: true }).map(({ found }) => found)).toEqual(['«']);
    expect(findingsOf(text('Section «\u00a0Football\u00a0»'), { typography: true })).toEqual([]);
    expect(findingsOf(text('Section « Football »'), { typography: false })).toEqual([]);
  });

  it('tells prose from code', () => {
    expect(looksLikeProse(text('select email from "user" where id = ?'))).toBe(false);
    expect(looksLikeProse(text('sends the email once'))).toBe(false);
    expect(looksLikeProse(text("Envoyer l'e-mail"))).toBe(true);
    expect(looksLikeProse(text('email', true))).toBe(true);
  });
});
