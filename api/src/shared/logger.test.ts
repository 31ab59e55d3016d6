import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger';

describe('logger', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes the lines of one event-loop turn together on stdout, and an error at once after them', async () => {
    const writes: [string, string][] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (writes.push(['out', String(chunk)]), true));
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (writes.push(['err', String(chunk)]), true));
    const logger = createLogger('info');
    logger.info('first', { n: 1 });
    logger.info('second');
    logger.debug('hidden');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(1);
    expect(
      writes[0]![1]
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    ).toMatchObject([
      { level: 'info', message: 'first', n: 1 },
      { level: 'info', message: 'second' },
    ]);

    logger.info('before the failure');
    logger.error('failure', { code: 500 });
    expect(writes.slice(1).map(([stream, text]) => [stream, (JSON.parse(text) as { message: string }).message])).toEqual([
      ['out', 'before the failure'],
      ['err', 'failure'],
    ]);
  });

  it('tells which levels it writes', () => {
    const logger = createLogger('warn', () => undefined);
    expect([logger.enabled('debug'), logger.enabled('info'), logger.enabled('warn'), logger.enabled('error')]).toEqual([false, false, true, true]);
    expect(createLogger('silent', () => undefined).enabled('error')).toBe(false);
  });
});
