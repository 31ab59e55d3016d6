import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../testing/fetch-mock';
import { apiErrorMessage } from '../shared/api-error-message';
import { EmptyResultError } from '../shared/empty-result-error';
import { MINIBUS_ID, minibus } from '../test-data';
import { getMinibus } from './get-minibus';

describe('getMinibus', () => {
  it('returns the parsed minibus', async () => {
    mockFetch(jsonResponse(200, minibus));
    await expect(getMinibus(MINIBUS_ID)).resolves.toMatchObject({ licensePlate: 'AB123CD' });
  });

  it("fails with 'Minibus not found' on an empty answer, shown in French", async () => {
    mockFetch(jsonResponse(200, undefined));
    const error = await getMinibus(MINIBUS_ID).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(EmptyResultError);
    expect((error as Error).message).toBe('Minibus not found');
    expect(apiErrorMessage(error, 'repli')).toBe('Minibus non trouvé (404).');
  });

  it('gives a 404 the same French message', async () => {
    mockFetch(jsonResponse(404, undefined));
    const error = await getMinibus(MINIBUS_ID).catch((reason: unknown) => reason);
    expect(apiErrorMessage(error, 'repli')).toBe('Minibus non trouvé (404).');
  });
});
