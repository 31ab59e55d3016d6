import type { RemoteFilesTable } from '../../db/schema';

/** A published remote's file as the store keeps it: its path, its body and its precompressed encodings. */
export type StoredFile = Omit<RemoteFilesTable, 'remote' | 'version'>;
