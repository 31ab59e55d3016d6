import ts from 'typescript';

/**
 * A benchmark figure: a number followed by a unit of time, size or throughput (ms, µs, s after a space, KB,
 * MB, GB, req/s), by the ratio sign × (a ratio; not a dimension, with a number after the sign, nor the CPU
 * slowdown setting written before its number) or by a percent sign (a percentage; not a percent escape).
 */
const FIGURE = /\d(?:[\d,.]*\d)?(?:\s?(?:ms|µs|KB|kB|MB|GB|req\/s)(?![\w/])|\ss(?![\w/])|×(?!\s*\d)|\s?%(?![0-9A-Fa-f]))/gu;

/** A line quoting a specification (« Spec §7: 10 s », « RFC 6238 (…, 30 s) »): a requirement, not a measure. */
const QUOTES_A_SPECIFICATION = /\bSpec §|\bRFC \d/;

export interface CommentFigure {
  where: string;
  figure: string;
  line: string;
}

/** The comments of a source file (line and block comments, JSDoc included), with their first line. */
function commentsOf(file: string, source: string): { line: number; text: string }[] {
  const kind = /\.[jt]sx$/.test(file) ? ts.ScriptKind.TSX : /\.[mc]?ts$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const ranges = new Map<number, ts.CommentRange>();
  const collect = (found: ts.CommentRange[] | undefined) => found?.forEach((range) => ranges.set(range.pos, range));
  const visit = (node: ts.Node) => {
    // JSX text is not code: a `//` there is text (an address), not a comment.
    if (node.kind !== ts.SyntaxKind.JsxText) {
      collect(ts.getLeadingCommentRanges(source, node.pos));
      collect(ts.getTrailingCommentRanges(source, node.end));
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  collect(ts.getLeadingCommentRanges(source, sourceFile.endOfFileToken.pos));
  return [...ranges.values()].map((range) => ({
    line: sourceFile.getLineAndCharacterOfPosition(range.pos).line + 1,
    text: source.slice(range.pos, range.end),
  }));
}

/** Every benchmark figure in the comments of one source file, with its line. */
export function commentFigures(file: string, source: string): CommentFigure[] {
  return commentsOf(file, source).flatMap(({ line, text }) =>
    text
      .split('\n')
      .flatMap((commentLine, offset) =>
        QUOTES_A_SPECIFICATION.test(commentLine)
          ? []
          : [...commentLine.matchAll(FIGURE)].map((match) => ({ where: `${file}:${line + offset}`, figure: match[0], line: commentLine.trim() })),
      ),
  );
}
