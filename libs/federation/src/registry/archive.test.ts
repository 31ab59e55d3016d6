import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pack, type Pack } from 'tar-stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { packBuild, unpackBuild } from './archive';
import { MAX_ARCHIVE_BYTES, MAX_ARCHIVE_ENTRIES, MAX_TAR_BYTES, MAX_UNPACKED_BYTES, megabytes } from './archive-limits';
import { readBuildDir } from './build-files';
import { checkRemoteBuild } from './compatibility';
import { temporaryDir, writeRemoteBuild } from './fixture/remote-build';

type EntryHeader = Parameters<Pack['entry']>[0];
type Entry = EntryHeader & { content?: string | Uint8Array };

const MIB = 1024 * 1024;

let dir: string;
let remove: () => Promise<void>;
beforeEach(async () => {
  ({ dir, remove } = await temporaryDir('archive'));
});
afterEach(() => remove());

/** The tar of `entries` as tar-stream's pack writes it: a hand-made archive, malicious on purpose. */
async function tarOf(entries: Entry[]): Promise<Buffer> {
  const tar = pack();
  for (const { content, ...header } of entries) {
    if (content === undefined) tar.entry(header);
    else tar.entry(header, typeof content === 'string' ? content : Buffer.from(content));
  }
  tar.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of tar) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The 512 bytes of an entry's tar header alone (its content is not copied). */
async function headerOf(entry: Entry): Promise<Buffer> {
  const tar = pack();
  const { content, ...header } = entry;
  tar.entry(header, Buffer.from(content ?? ''));
  tar.finalize();
  for await (const chunk of tar) {
    tar.destroy();
    return (chunk as Buffer).subarray(0, 512);
  }
  throw new Error('pack wrote nothing');
}

const tarGz = async (entries: Entry[]) => new Uint8Array(gzipSync(await tarOf(entries)));
const file = (name: string, content: string | Uint8Array = 'x'): Entry => ({ name, content });

async function problemsOf(entries: Entry[]): Promise<string[]> {
  const result = await unpackBuild(await tarGz(entries));
  return result.ok ? [] : result.problems;
}

describe('packBuild and unpackBuild', () => {
  it('give back the same files, and the compatibility check runs on what the server unpacked', async () => {
    const files = await readBuildDir(await writeRemoteBuild(join(dir, 'dist'), 'mf-demo', { files: { 'assets/logo.svg': '<svg/>', 'assets/app.css': 'a{}' } }));
    const archive = await packBuild(files);
    const result = await unpackBuild(archive);
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect([...result.files.keys()]).toEqual([...files.keys()]);
    for (const [path, bytes] of files) expect(Buffer.from(result.files.get(path) ?? []).equals(Buffer.from(bytes))).toBe(true);
    expect(checkRemoteBuild({ files: result.files, folder: 'mf-demo', shellShared: { react: '19.3.0' } })).toEqual([]);
  });

  it('pack the same build into the same bytes, whatever order or machine the files come from', async () => {
    const one = new Map([
      ['b.js', new TextEncoder().encode('b')],
      ['a/c.js', new TextEncoder().encode('c')],
    ]);
    const other = new Map([...one].reverse());
    expect(Buffer.from(await packBuild(one)).equals(Buffer.from(await packBuild(other)))).toBe(true);
  });

  it('read an archive made with `tar -czf build.tgz -C dist .`: its `./` folder and `./` prefixes', async () => {
    const result = await unpackBuild(
      await tarGz([{ name: './', type: 'directory' }, { name: './assets/', type: 'directory' }, file('./remoteEntry.js'), file('./assets/a.js')]),
    );
    expect(result.ok && [...result.files.keys()]).toEqual(['assets/a.js', 'remoteEntry.js']);
  });
});

describe('unpackBuild refuses', () => {
  it('paths that leave the archive, are absolute, or hold a backslash or a control character', async () => {
    expect(await problemsOf([file('../x.js')])).toEqual(["« ../x.js » remonte hors de l'archive (segment « .. »)."]);
    expect(await problemsOf([file('assets/../../x.js')])).toEqual(["« assets/../../x.js » remonte hors de l'archive (segment « .. »)."]);
    expect(await problemsOf([file('/etc/x.js')])).toEqual(["« /etc/x.js » est un chemin absolu : les fichiers sont à la racine de l'archive."]);
    expect(await problemsOf([file('C:/x.js')])).toEqual(["« C:/x.js » est un chemin absolu : les fichiers sont à la racine de l'archive."]);
    expect(await problemsOf([file('a\\b.js')])).toEqual(["« a\\b.js » contient une barre oblique inverse (\\) : les chemins s'écrivent avec /."]);
    expect(await problemsOf([file('a\nb.js')])).toEqual(['« a\\u000ab.js » contient un caractère de contrôle.']);
    // A NUL ends a name in a ustar header: only a pax header can carry one.
    expect(await problemsOf([{ ...file('a.js'), pax: { path: 'a\u0000b.js' } }])).toEqual(['« a\\u0000b.js » contient un caractère de contrôle.']);
    expect(await problemsOf([file('a/./b.js'), file('a//c.js')])).toEqual([
      "« a/./b.js » n'est pas un chemin simple (segment vide ou « . »).",
      "« a//c.js » n'est pas un chemin simple (segment vide ou « . »).",
    ]);
    expect(await problemsOf([file(`${'a/'.repeat(130)}x.js`)])).toEqual([expect.stringMatching(/ : le chemin dépasse 255 caractères\.$/)]);
  });

  it('links and every entry that is neither a regular file nor a folder', async () => {
    expect(
      await problemsOf([
        { name: 'remoteEntry.js', type: 'symlink', linkname: '/etc/passwd' },
        { name: 'copy.js', type: 'link', linkname: 'remoteEntry.js' },
        { name: 'tty.js', type: 'character-device' },
        { name: 'pipe.js', type: 'fifo' },
      ]),
    ).toEqual([
      '« remoteEntry.js » est un lien symbolique vers « /etc/passwd » : seuls les fichiers ordinaires et les dossiers sont acceptés.',
      '« copy.js » est un lien physique vers « remoteEntry.js » : seuls les fichiers ordinaires et les dossiers sont acceptés.',
      '« tty.js » est un périphérique : seuls les fichiers ordinaires et les dossiers sont acceptés.',
      '« pipe.js » est un tube nommé : seuls les fichiers ordinaires et les dossiers sont acceptés.',
    ]);
  });

  it('a name twice, two names a case-insensitive disk would confuse, a name that is a file and a folder', async () => {
    expect(await problemsOf([file('a.js'), file('a.js')])).toEqual(["« a.js » figure deux fois dans l'archive."]);
    expect(await problemsOf([file('App.js'), file('app.js')])).toEqual([
      "« App.js » et « app.js » ne diffèrent que par la casse : un disque qui l'ignore les confondrait.",
    ]);
    expect(await problemsOf([file('caf\u00e9.js'), file('cafe\u0301.js')])).toHaveLength(1);
    expect(await problemsOf([file('assets.js'), file('assets.js/x.js')])).toEqual(['« assets.js » est à la fois un fichier et un dossier.']);
    expect(await problemsOf([file('lib.js/x.js'), file('LIB.JS')])).toEqual(['« LIB.JS » est à la fois un fichier et un dossier.']);
    expect(await problemsOf([{ name: 'assets/', type: 'directory' }, { name: 'assets/', type: 'directory' }, file('assets/x.js')])).toEqual([]);
  });

  it('file types no remote build writes', async () => {
    expect(await problemsOf([file('run.sh'), file('setup.EXE'), file('LICENSE'), file('.env'), file('logo.PNG')])).toEqual([
      expect.stringMatching(/^«\u00a0run\.sh\u00a0» : le type \.sh n'est pas accepté \(types acceptés : js, mjs, css, /),
      expect.stringMatching(/^«\u00a0setup\.EXE\u00a0» : le type \.exe n'est pas accepté/),
      expect.stringMatching(/^«\u00a0LICENSE\u00a0» : il n'a pas d'extension/),
      expect.stringMatching(/^«\u00a0\.env\u00a0» : il n'a pas d'extension/),
    ]);
  });

  it('an archive over the compressed size, without reading it', async () => {
    const archive = new Uint8Array(MAX_ARCHIVE_BYTES + 1);
    archive.set([0x1f, 0x8b]);
    expect(await unpackBuild(archive)).toEqual({ ok: false, problems: ["l'archive pèse 20\u00a0Mo : la limite est de 20\u00a0Mo compressée."] });
  });

  it('more entries than the limit, and stops reading there', async () => {
    const entries = Array.from({ length: MAX_ARCHIVE_ENTRIES + 1 }, (_, index) => file(`chunk-${index}.js`));
    expect(await problemsOf([...entries, file('../after.js')])).toEqual(["l'archive contient plus de 2\u202f000 entrées (fichiers et dossiers) : lecture arrêtée."]);
  });

  it('a file over the limit for one file, from its header, before reading it', async () => {
    expect(await problemsOf([file('../before.js'), file('big.js', new Uint8Array(16 * MIB)), file('../after.js')])).toEqual([
      "« ../before.js » remonte hors de l'archive (segment « .. »).",
      '« big.js » pèse 16\u00a0Mo : la limite par fichier est de 15\u00a0Mo ; lecture arrêtée.',
    ]);
  });

  it('a gzip bomb past the unpacked limit, without inflating it all', async () => {
    // 100 files of 14 MiB of zeros (1.4 GB once inflated, 1.4 MB here): gzip members one after the
    // other, each file's zeros being the same member. A broken member closes the archive: reading
    // it all would also report a corrupt gzip.
    const zeros = new Uint8Array(14 * MIB);
    const body = gzipSync(zeros);
    const members: Buffer[] = [];
    for (let index = 0; index < 100; index += 1) {
      members.push(gzipSync(await headerOf(file(`bomb-${index}.js`, zeros))), body);
    }
    members.push(Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0xde, 0xad]));
    const bomb = new Uint8Array(Buffer.concat(members));
    expect(bomb.byteLength).toBeLessThan(MAX_ARCHIVE_BYTES);
    expect(await unpackBuild(bomb)).toEqual({
      ok: false,
      problems: [`les fichiers dépassent ${MAX_UNPACKED_BYTES / MIB}\u00a0Mo une fois décompressés (limite atteinte à «\u00a0bomb-4.js\u00a0») : lecture arrêtée.`],
    });
  });

  it('a gzip bomb of empty tar blocks, stopped by the bound on what gunzip may inflate', async () => {
    // Blocks of zeros are the end-of-archive marker, read past by tar readers: 1.1 GB of them hold no
    // entry for the other limits to count. A broken member closes the archive, as above.
    const body = gzipSync(new Uint8Array(14 * MIB));
    const bomb = new Uint8Array(Buffer.concat([...Array.from({ length: 80 }, () => body), Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0xde, 0xad])]));
    expect(await unpackBuild(bomb)).toEqual({ ok: false, problems: [`l'archive dépasse ${megabytes(MAX_TAR_BYTES)} une fois décompressée : lecture arrêtée.`] });
  });

  it('bytes that are not a tar.gz', async () => {
    expect(await unpackBuild(new TextEncoder().encode('<html>not an archive</html>'))).toEqual({
      ok: false,
      problems: ["l'archive n'est pas compressée avec gzip : une construction s'envoie en tar.gz."],
    });
    expect(await unpackBuild(new Uint8Array([0x1f, 0x8b, 0x08, 0x00, 1, 2, 3, 4, 5, 6, 7, 8, 9]))).toEqual({
      ok: false,
      problems: ["l'archive est corrompue ou tronquée : sa compression gzip ne se lit pas jusqu'au bout."],
    });
    expect(await unpackBuild(new Uint8Array(gzipSync('x'.repeat(2048))))).toEqual({
      ok: false,
      problems: ["le contenu de l'archive n'est pas une archive tar lisible (en-tête invalide ou données tronquées)."],
    });
    const whole = gzipSync(await tarOf([file('a.js', 'x'.repeat(4096))]));
    expect(await unpackBuild(new Uint8Array(whole.subarray(0, whole.byteLength - 40)))).toMatchObject({ ok: false });
    expect(await unpackBuild(await tarGz([]))).toEqual({ ok: false, problems: ["l'archive ne contient aucun fichier."] });
  });

  it('with every problem of the archive listed, one sentence each', async () => {
    const problems = await problemsOf([
      file('remoteEntry.js'),
      file('../escape.js'),
      { name: 'link.js', type: 'symlink', linkname: '../../secret' },
      file('run.sh'),
      file('remoteEntry.js'),
    ]);
    expect(problems).toEqual([
      "« ../escape.js » remonte hors de l'archive (segment « .. »).",
      '« link.js » est un lien symbolique vers « ../../secret » : seuls les fichiers ordinaires et les dossiers sont acceptés.',
      expect.stringMatching(/^«\u00a0run\.sh\u00a0» : le type \.sh n'est pas accepté/),
      "« remoteEntry.js » figure deux fois dans l'archive.",
    ]);
  });
});
