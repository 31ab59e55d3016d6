import { HttpError, HttpParseError } from '@club/http';
import { describe, expect, it } from 'vitest';
import { ApplicationCallError, applicationErrorMessage, withApplicationErrors } from './application-call-error';

const failing = (error: unknown) => Promise.reject(error);
const caught = async (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as ApplicationCallError,
  );

describe('withApplicationErrors (spec §8)', () => {
  it("throws 'Failed to fetch applications: …' with a French sentence for the admin", async () => {
    const error = await caught(withApplicationErrors('list', failing(new HttpError({ status: 500, method: 'GET', url: '/x', body: undefined }))));
    expect(error).toBeInstanceOf(ApplicationCallError);
    expect(error?.message).toBe('Failed to fetch applications: Request failed with status code 500: GET /x');
    expect(applicationErrorMessage(error, 'autre')).toBe("Les candidatures n'ont pas pu être chargées. Veuillez réessayer.");
  });

  it("keeps the API's French message ('Failed to review application: …')", async () => {
    const body = { code: 'CONFLICT', message: 'Cette candidature a déjà été traitée.', requestId: 'r' };
    const error = await caught(withApplicationErrors('review', failing(new HttpError({ status: 409, method: 'POST', url: '/y', body }))));
    expect(error?.message).toMatch(/^Failed to review application: /);
    expect(error?.userMessage).toBe('Cette candidature a déjà été traitée.');
  });

  it("names a malformed answer 'Invalid response format from server'", async () => {
    const error = await caught(withApplicationErrors('one', failing(new HttpParseError('GET', '/z', { cause: new Error('zod') }))));
    expect(error?.message).toBe('Invalid response format from server');
    expect(error?.userMessage).toBe('La réponse du serveur est illisible. Veuillez réessayer ou contacter le support.');
  });

  it("'Failed to fetch application: …' for one application", async () => {
    const error = await caught(withApplicationErrors('one', failing(new Error('boom'))));
    expect(error?.message).toBe('Failed to fetch application: boom');
    expect(error?.userMessage).toBe("La candidature n'a pas pu être chargée. Veuillez réessayer.");
  });
});
