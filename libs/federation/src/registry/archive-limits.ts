/**
 * What an uploaded remote build may be (docs/decisions/163-remote-build-archive.md says why these
 * numbers: each is several times the largest real remote).
 */
const MIB = 1024 * 1024;

/** The archive as uploaded (gzip-compressed). */
export const MAX_ARCHIVE_BYTES = 20 * MIB;
/** Every entry's content added up, once decompressed. */
export const MAX_UNPACKED_BYTES = 60 * MIB;
/** One entry's content. */
export const MAX_FILE_BYTES = 15 * MIB;
/** Entries of every kind (files and folders). */
export const MAX_ARCHIVE_ENTRIES = 2000;
/** One entry's path, in characters (a database column and any file system hold it). */
export const MAX_PATH_LENGTH = 255;

/** Extensions of the files a remote's Vite build writes, compared in lower case. */
export const ALLOWED_EXTENSIONS: ReadonlySet<string> = new Set([
  'js',
  'mjs',
  'css',
  'json',
  'map',
  'svg',
  'png',
  'jpg',
  'jpeg',
  'webp',
  'avif',
  'gif',
  'ico',
  'woff',
  'woff2',
  'txt',
]);

/**
 * The decompressed tar may hold more than its files' bytes: per entry a header, a pax header and its
 * data for a long name (at most MAX_PATH_LENGTH characters of 4 bytes) and padding to 512 bytes;
 * then the end blocks. Past this, the archive is not a remote build and reading stops.
 */
export const MAX_TAR_BYTES = MAX_UNPACKED_BYTES + MAX_ARCHIVE_ENTRIES * 6 * 512 + 20 * 512;

const sizeFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** `15 Mo`, `20,4 Mo`: a size in the French users' unit (Mo = 1 048 576 octets here, as the limits). */
export const megabytes = (bytes: number) => `${sizeFormat.format(bytes / MIB)}\u00a0Mo`;

/** `2 000`: a count written the French way. */
export const count = (value: number) => sizeFormat.format(value);
