/** A remote (its entry or one of its chunks) that could not be loaded, with what the report needs. */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';

  constructor(
    /** Manifest key of the remote, e.g. `mf-public`. */
    readonly remote: string,
    readonly version: string | null,
    readonly url: string | null,
    readonly code: string,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

const FEDERATION_CODE = /#?(RUNTIME-\d{3})/;
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload/i;

/** The federation runtime's error code (e.g. RUNTIME-008), or a code describing the failure. */
export function errorCodeOf(error: unknown): string {
  if (error instanceof RemoteLoadError) return error.code;
  const message = error instanceof Error ? error.message : String(error);
  const federationCode = FEDERATION_CODE.exec(message)?.[1];
  if (federationCode) return federationCode;
  if (CHUNK_FAILURE.test(message)) return 'CHUNK_LOAD_FAILED';
  if (/timed? ?out/i.test(message)) return 'TIMEOUT';
  return 'REMOTE_LOAD_FAILED';
}

/** A lazily imported chunk that could not be fetched (typically stale after a redeploy). */
export function isChunkLoadError(error: unknown): boolean {
  const code = error instanceof RemoteLoadError ? errorCodeOf(error.cause) : errorCodeOf(error);
  return code === 'CHUNK_LOAD_FAILED';
}
