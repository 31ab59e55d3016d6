import { HttpParseError, userMessage } from '@club/http';

/** What the admin reads when the server explains nothing (ADR 102). */
const FRENCH_FALLBACKS = {
  list: "Les candidatures n'ont pas pu être chargées. Veuillez réessayer.",
  one: "La candidature n'a pas pu être chargée. Veuillez réessayer.",
  review: "La décision n'a pas pu être enregistrée. Veuillez réessayer.",
} as const;
const INVALID_FORMAT = 'Invalid response format from server';
const INVALID_FORMAT_FRENCH = 'La réponse du serveur est illisible. Veuillez réessayer ou contacter le support.';

/**
 * A failed applications call (spec §8): `message` is the spec's English text for logs
 * ('Failed to fetch applications: …'); `userMessage` is the French sentence the admin sees
 * (the API's own message when it sent one).
 */
export class ApplicationCallError extends Error {
  override readonly name = 'ApplicationCallError';
  constructor(
    message: string,
    readonly userMessage: string,
    options: { cause: unknown },
  ) {
    super(message, options);
  }
}

const SPEC_PREFIXES = {
  list: 'Failed to fetch applications',
  one: 'Failed to fetch application',
  review: 'Failed to review application',
} as const;

/** Runs a call and turns its failure into the spec's error, carrying the French sentence. */
export async function withApplicationErrors<T>(kind: keyof typeof SPEC_PREFIXES, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof HttpParseError) throw new ApplicationCallError(INVALID_FORMAT, INVALID_FORMAT_FRENCH, { cause: error });
    const detail = error instanceof Error ? error.message : String(error);
    throw new ApplicationCallError(`${SPEC_PREFIXES[kind]}: ${detail}`, userMessage(error, FRENCH_FALLBACKS[kind]), { cause: error });
  }
}

/** The French sentence of any failure of these pages. */
export function applicationErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApplicationCallError ? error.userMessage : userMessage(error, fallback);
}
