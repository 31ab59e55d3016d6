import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** One piece of text a person may read: a string or template literal, or JSX text, with where it is. */
export interface SourceText {
  file: string;
  line: number;
  text: string;
  /** JSX text or a text attribute's value (label, title…): shown as it is, whatever it looks like. */
  jsx: boolean;
}

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report', '.__mf__temp', '__mf__temp', 'fixture', 'template']);

/** The TypeScript files of the apps, the libraries, the API and the e2e suites (declaration files left out). */
export function sourceFiles(root: string): string[] {
  const top = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && (['shell', 'api', 'e2e', 'libs'].includes(entry.name) || entry.name.startsWith('mf-')))
    .map((entry) => join(root, entry.name));
  return top.flatMap((folder) => walk(folder)).map((file) => relative(root, file).split('\\').join('/'));
}

function walk(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith('.') ? [] : walk(join(folder, entry.name));
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [join(folder, entry.name)] : [];
  });
}

const JSX_ENTITIES: Record<string, string> = {
  nbsp: '\u00a0',
  '#160': '\u00a0',
  '#xa0': '\u00a0',
  '#8239': '\u202f',
  '#x202f': '\u202f',
  laquo: '«',
  raquo: '»',
  rsquo: '’',
  apos: "'",
  quot: '"',
  amp: '&',
  lt: '<',
  gt: '>',
};

function decodeJsxEntities(text: string): string {
  return text.replace(/&(#?\w+);/g, (whole, name: string) => JSX_ENTITIES[name.toLowerCase()] ?? whole);
}

/** JSX attributes whose value is shown or read out as it is (other attributes hold names, types, paths…). */
const TEXT_ATTRIBUTE = /^(?:label|title|placeholder|aria-label|alt|hint|description|intro|fallback|message|\w+(?:Label|Text|Message|Title))$/;

/** Every literal text of one file (comments are not texts). */
function textsOf(file: string, source: string): SourceText[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const texts: SourceText[] = [];
  const add = (node: ts.Node, text: string, jsx: boolean) => {
    const line = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
    texts.push({ file, line, text, jsx });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (node.text.trim() !== '') add(node, decodeJsxEntities(node.text.replace(/\s*\n\s*/g, ' ')), true);
    } else if (ts.isTaggedTemplateExpression(node) && node.tag.getText(sourceFile) === 'sql') {
      return; // SQL, not a text
    } else if (ts.isStringLiteral(node)) {
      const attribute = ts.isJsxAttribute(node.parent) ? node.parent.name.getText(sourceFile) : null;
      add(node, attribute === null ? node.text : decodeJsxEntities(node.text), attribute !== null && TEXT_ATTRIBUTE.test(attribute));
    } else if (ts.isRegularExpressionLiteral(node)) {
      add(node, node.text, false); // tests match texts with regular expressions
    } else if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      add(node, node.text, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return texts;
}

export function readTexts(root: string, file: string): SourceText[] {
  return textsOf(file, readFileSync(join(root, file), 'utf8'));
}
