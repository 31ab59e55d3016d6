import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome ≥ 136), a magic comment on a file's first line: every function of
 * the file is compiled eagerly, on a background thread while the file streams in, instead of one at a
 * time on the main thread when it is first called. The shell's bundle and a remote's first files are
 * called almost entirely as the page starts: the admin first visit's render and the remote's module
 * evaluation spent most of their main-thread time compiling (docs/decisions/019-admin-first-visit-critical-path.md).
 * Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Below this much minified code a file has little to compile, while the comment costs ≈ 10 compressed
 * bytes on a small file (≈ 4 on a large one): on `/`, hinting every file took 91 bytes of its budget,
 * hinting the two above this size 8. The federation glue and most page chunks go without.
 */
export const COMPILE_HINT_MIN_BYTES = 8 * 1024;

/** A chunk large enough gets the hint; never one starting with a shebang, which must stay first. */
const wantsCompileHint = (code: string) => code.length >= COMPILE_HINT_MIN_BYTES && !code.startsWith('#!');

/** The part of an emitted chunk the hint changes. */
interface ChunkLike {
  type: 'chunk' | 'asset';
  code?: string;
  map?: { mappings: string } | null;
}

/**
 * Puts the hint on the first line of each large chunk: each is a module the page runs as soon as it is
 * loaded (the shell, a remote's entry and routes, a page and its kits). A source map gets one empty line
 * first to stay aligned.
 */
export function addCompileHints(bundle: Record<string, ChunkLike>): void {
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk' || file.code === undefined || !wantsCompileHint(file.code)) continue;
    file.code = `${COMPILE_HINT}\n${file.code}`;
    if (file.map) file.map.mappings = `;${file.map.mappings}`;
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
