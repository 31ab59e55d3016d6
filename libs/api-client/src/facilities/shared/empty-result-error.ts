/**
 * A 2xx answer without the expected entity (e.g. spec §8 "Minibus load with empty result: 'Minibus not
 * found'"). `message` stays the spec's technical English text for logs; `userMessage` is what to show.
 */
export class EmptyResultError extends Error {
  override readonly name = 'EmptyResultError';

  constructor(
    message: string,
    readonly userMessage: string,
  ) {
    super(message);
  }
}
