import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome ≥ 136), a magic comment on a file's first line: every function of
 * the file is compiled eagerly, on a background thread while the file streams in, instead of one at a
 * time on the main thread when it is first called. The shell's build carries it: React, React Router,
 * the query client, styled-components and the federation runtime run almost entirely as any page starts.
 * Remotes do not: their kits (zod, every API call) hold much that a page never calls, and measured with
 * the hint they were no faster throttled and slower unthrottled (docs/decisions/019-admin-first-visit-critical-path.md).
 * Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Below this much minified code a file has little to compile, while the comment costs a few compressed
 * bytes, more on a small file than on a large one (docs/decisions/019-admin-first-visit-critical-path.md):
 * the shell's small lazy chunks go without.
 */
export const COMPILE_HINT_MIN_BYTES = 8 * 1024;

/** A chunk large enough gets the hint; never one starting with a shebang, which must stay first. */
const wantsCompileHint = (code: string) => code.length >= COMPILE_HINT_MIN_BYTES && !code.startsWith('#!');

/** The part of an emitted file the hint changes: a chunk's code and map, the source of its `.map` file. */
interface ChunkLike {
  type: 'chunk' | 'asset';
  code?: string;
  map?: { mappings: string } | null;
  source?: string | Uint8Array;
}

/** A source map written as its own file (`build.sourcemap: true`), one empty line added at the top. */
function shiftSourceMapFile(file: ChunkLike | undefined): void {
  if (file?.type !== 'asset' || file.source === undefined) return;
  const text = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
  const map = JSON.parse(text) as { mappings: string };
  map.mappings = `;${map.mappings}`;
  file.source = JSON.stringify(map);
}

/**
 * Puts the hint on the first line of each large chunk; its source map (in the chunk, and the `.map` file
 * already written beside it) gets one empty line first to stay aligned.
 */
export function addCompileHints(bundle: Record<string, ChunkLike>): void {
  for (const [fileName, file] of Object.entries(bundle)) {
    if (file.type !== 'chunk' || file.code === undefined || !wantsCompileHint(file.code)) continue;
    file.code = `${COMPILE_HINT}\n${file.code}`;
    if (file.map) file.map.mappings = `;${file.map.mappings}`;
    shiftSourceMapFile(bundle[`${fileName}.map`]);
  }
}

/**
 * The build step that adds the hint. It runs last (`order: 'post'`): Vite's own last step writes a
 * `__vite__mapDeps` line above the code of the chunks that import others lazily, which would push a
 * hint written earlier (`output.postBanner`) off the first line, where V8 no longer reads it.
 */
export function compileHints(): Plugin {
  return {
    name: 'club:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_outputOptions, bundle) {
        addCompileHints(bundle as unknown as Record<string, ChunkLike>);
      },
    },
  };
}
