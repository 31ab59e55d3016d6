import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('parses in a browser without building a function, which the CSP (no unsafe-eval) would refuse and report', async () => {
  let functionsBuilt = 0;
  vi.stubGlobal('document', {});
  vi.stubGlobal(
    'Function',
    new Proxy(Function, {
      construct(target, args) {
        functionsBuilt += 1;
        return Reflect.construct(target, args);
      },
    }),
  );
  const { z } = await import('./zod');
  const room = z.object({ name: z.string(), capacity: z.number().int() });

  expect(room.parse({ name: 'Salle polyvalente', capacity: 40 })).toEqual({ name: 'Salle polyvalente', capacity: 40 });
  expect(functionsBuilt).toBe(0);
});
