import { describe, expect, it } from 'vitest';
import { fakeServer, inTurn, json } from '@club/http/testing';
import { apiErrorMessage } from '../shared/api-error-message';
import { EmptyResultError } from '../shared/empty-result-error';
import { MINIBUS_ID, minibus } from '../test-data';
import { getMinibus } from './get-minibus';

describe('getMinibus', () => {
  it('returns the parsed minibus', async () => {
    fakeServer(inTurn(() => json(200, minibus)));
    await expect(getMinibus(MINIBUS_ID)).resolves.toMatchObject({ licensePlate: 'AB123CD' });
  });

  it("fails with 'Minibus not found' on an empty answer, shown in French", async () => {
    fakeServer(inTurn(() => json(200, undefined)));
    const error = await getMinibus(MINIBUS_ID).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(EmptyResultError);
    expect((error as Error).message).toBe('Minibus not found');
    expect(apiErrorMessage(error, 'repli')).toBe('Minibus non trouvé (404).');
  });

  it('gives a 404 the same French message', async () => {
    fakeServer(inTurn(() => json(404, undefined)));
    const error = await getMinibus(MINIBUS_ID).catch((reason: unknown) => reason);
    expect(apiErrorMessage(error, 'repli')).toBe('Minibus non trouvé (404).');
  });
});
