import { ALLOWED_EXTENSIONS, count, MAX_ARCHIVE_ENTRIES, MAX_FILE_BYTES, MAX_PATH_LENGTH, MAX_UNPACKED_BYTES, megabytes } from './archive-limits';

/** The parts of a tar header the checks read (tar-stream's `Header`; `type` is null for a flag it does not know). */
export interface EntryHeader {
  name: string;
  type: string | null;
  size: number;
  linkname?: string | null;
}

/** What to do with an entry's content: keep it under this path, skip it, or stop reading the archive. */
export type EntryVerdict = { keep: string } | 'skip' | 'stop';

// eslint-disable-next-line no-control-regex -- the control characters are what the pattern refuses.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const ACCEPTED = [...ALLOWED_EXTENSIONS].join(', ');

/** A name as the refusal shows it: control characters visible, a long name shortened. */
function shown(name: string): string {
  const visible = name.replace(CONTROL, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `«\u00a0${visible.length > 120 ? `${visible.slice(0, 117)}…` : visible}\u00a0»`;
}

/** Why a name cannot be a path inside the build, or nothing; `./x` (what `tar -C dist .` writes) is read as `x`. */
function pathProblems(name: string): string[] {
  const problems: string[] = [];
  if (name.length > MAX_PATH_LENGTH) problems.push(`${shown(name)} : le chemin dépasse ${MAX_PATH_LENGTH} caractères.`);
  if (name.search(CONTROL) !== -1) problems.push(`${shown(name)} contient un caractère de contrôle.`);
  if (name.includes('\\')) problems.push(`${shown(name)} contient une barre oblique inverse (\\) : les chemins s'écrivent avec /.`);
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) problems.push(`${shown(name)} est un chemin absolu : les fichiers sont à la racine de l'archive.`);
  const segments = name.split('/');
  if (segments.includes('..')) problems.push(`${shown(name)} remonte hors de l'archive (segment «\u00a0..\u00a0»).`);
  else if (!name.startsWith('/') && segments.some((segment) => segment === '' || segment === '.')) {
    problems.push(`${shown(name)} n'est pas un chemin simple (segment vide ou «\u00a0.\u00a0»).`);
  }
  return problems;
}

function typeProblem(header: EntryHeader): string | undefined {
  const target = header.linkname ? ` vers ${shown(header.linkname)}` : '';
  const kinds: Record<string, string> = {
    symlink: `un lien symbolique${target}`,
    link: `un lien physique${target}`,
    'character-device': 'un périphérique',
    'block-device': 'un périphérique',
    fifo: 'un tube nommé',
    'contiguous-file': 'un fichier contigu',
  };
  if (header.type === 'file' || header.type === 'directory') return undefined;
  const kind = (header.type && kinds[header.type]) ?? "une entrée d'un type tar inconnu";
  return `${shown(header.name)} est ${kind} : seuls les fichiers ordinaires et les dossiers sont acceptés.`;
}

function extensionProblem(path: string): string | undefined {
  const last = path.slice(path.lastIndexOf('/') + 1);
  const dot = last.lastIndexOf('.');
  const extension = dot > 0 ? last.slice(dot + 1).toLowerCase() : '';
  if (ALLOWED_EXTENSIONS.has(extension)) return undefined;
  const what = extension ? `le type .${extension} n'est pas accepté` : "il n'a pas d'extension";
  return `${shown(path)} : ${what} (types acceptés : ${ACCEPTED}).`;
}

/** Same key for names that one disk would take for one file: case and Unicode form ignored. */
const keyOf = (path: string) => path.normalize('NFC').toLowerCase();

/**
 * The checks of an archive's entries, in the archive's order, collecting every problem in French
 * (one sentence naming the entry). Sizes come from the headers: a limit is crossed before any of the
 * entry's content is read, and reading stops there.
 */
export class EntryChecks {
  readonly problems: string[] = [];
  private entries = 0;
  private unpacked = 0;
  /** Key → name of each file, and of each folder (named by an entry or by a file inside it). */
  private readonly files = new Map<string, string>();
  private readonly folders = new Map<string, string>();

  check(header: EntryHeader): EntryVerdict {
    this.entries += 1;
    if (this.entries > MAX_ARCHIVE_ENTRIES)
      return this.stop(`l'archive contient plus de ${count(MAX_ARCHIVE_ENTRIES)} entrées (fichiers et dossiers) : lecture arrêtée.`);
    if (header.size > MAX_FILE_BYTES) {
      return this.stop(`${shown(header.name)} pèse ${megabytes(header.size)} : la limite par fichier est de ${megabytes(MAX_FILE_BYTES)} ; lecture arrêtée.`);
    }
    this.unpacked += header.type === 'directory' ? 0 : header.size;
    if (this.unpacked > MAX_UNPACKED_BYTES) {
      return this.stop(`les fichiers dépassent ${megabytes(MAX_UNPACKED_BYTES)} une fois décompressés (limite atteinte à ${shown(header.name)}) : lecture arrêtée.`);
    }
    const name = header.name.startsWith('./') ? header.name.slice(2) : header.name;
    const path = header.type === 'directory' ? name.replace(/\/$/, '') : name;
    if (path === '' && header.type === 'directory') return 'skip';
    if (path === '') return this.refuse(["une entrée de l'archive n'a pas de nom."]);
    const refusal = typeProblem(header) ?? (header.type === 'file' ? extensionProblem(path) : undefined);
    const problems = refusal ? [...pathProblems(path), refusal] : pathProblems(path);
    if (!problems.length) problems.push(...this.clashes(path, header.type === 'directory'));
    if (problems.length) return this.refuse(problems);
    return header.type === 'file' ? { keep: path } : 'skip';
  }

  /** After the last entry: an archive that held no file is no build. */
  finish(): void {
    if (!this.problems.length && !this.files.size) this.problems.push("l'archive ne contient aucun fichier.");
  }

  /** The same name twice, two names one disk would confuse, a name that is a file and a folder. */
  private clashes(path: string, folder: boolean): string[] {
    const key = keyOf(path);
    const problems: string[] = [];
    const segments = path.split('/');
    const ancestors = segments.slice(0, -1).map((_, index) => segments.slice(0, index + 1).join('/'));
    for (const ancestor of ancestors) {
      const file = this.files.get(keyOf(ancestor));
      if (file !== undefined) problems.push(`${shown(file)} est à la fois un fichier et un dossier.`);
      else if (!this.folders.has(keyOf(ancestor))) this.folders.set(keyOf(ancestor), ancestor);
    }
    const sameFile = this.files.get(key);
    const sameFolder = this.folders.get(key);
    if (folder) {
      if (sameFile !== undefined) problems.push(`${shown(sameFile)} est à la fois un fichier et un dossier.`);
      else if (sameFolder === undefined) this.folders.set(key, path);
      return problems;
    }
    if (sameFile === path) problems.push(`${shown(path)} figure deux fois dans l'archive.`);
    else if (sameFile !== undefined) problems.push(`${shown(sameFile)} et ${shown(path)} ne diffèrent que par la casse : un disque qui l'ignore les confondrait.`);
    else if (sameFolder !== undefined) problems.push(`${shown(path)} est à la fois un fichier et un dossier.`);
    else this.files.set(key, path);
    return problems;
  }

  private refuse(problems: string[]): 'skip' {
    this.problems.push(...problems);
    return 'skip';
  }

  private stop(problem: string): 'stop' {
    this.problems.push(problem);
    return 'stop';
  }
}
