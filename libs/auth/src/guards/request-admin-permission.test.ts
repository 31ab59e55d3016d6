import { EARLY_ADMIN_PERMISSION_KEY } from '@club/contracts';
import { QueryClient } from '@club/stack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStore } from '../session/session-store';
import { fakeServer, json } from '@club/http/testing';
import { sessionOf } from '../testing/session-of';
import { createAuthGuards } from './create-auth-guards';
import { requestAdminPermission } from './request-admin-permission';

const holder = globalThis as Record<string, unknown>;

/** The server's answer to the guard's own `POST /api/auth/admin/has-permission`, counted. */
function servePermission(success: boolean) {
  return fakeServer(({ url, method }) => (url.pathname === '/api/auth/admin/has-permission' && method === 'POST' ? json(200, { success }) : undefined));
}

afterEach(() => {
  delete holder[EARLY_ADMIN_PERMISSION_KEY];
  vi.unstubAllGlobals();
});

describe('requestAdminPermission', () => {
  it('asks the server when the page started no early check', async () => {
    const server = servePermission(true);
    expect(await requestAdminPermission()).toBe(true);
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it("uses the check the page's HTML started, once, then asks the server again", async () => {
    const server = servePermission(false);
    holder[EARLY_ADMIN_PERMISSION_KEY] = Promise.resolve(json(200, { success: true }));
    expect(await requestAdminPermission()).toBe(true);
    expect(server.fetch).not.toHaveBeenCalled();
    expect(await requestAdminPermission()).toBe(false);
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('takes an early refusal as a refusal', async () => {
    const server = servePermission(true);
    holder[EARLY_ADMIN_PERMISSION_KEY] = Promise.resolve(json(403, { code: 'FORBIDDEN' }));
    expect(await requestAdminPermission()).toBe(false);
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('asks again when the early check failed (network or server error)', async () => {
    const server = servePermission(true);
    holder[EARLY_ADMIN_PERMISSION_KEY] = Promise.reject(new TypeError('Failed to fetch'));
    expect(await requestAdminPermission()).toBe(true);
    holder[EARLY_ADMIN_PERMISSION_KEY] = Promise.resolve(null);
    expect(await requestAdminPermission()).toBe(true);
    holder[EARLY_ADMIN_PERMISSION_KEY] = Promise.resolve(json(502, {}));
    expect(await requestAdminPermission()).toBe(true);
    expect(server.fetch).toHaveBeenCalledTimes(3);
  });
});

describe("the admin guard with the HTML's early check", () => {
  it('spends it on the first admin page: after a stale cookie and a sign-in, the server is asked again', async () => {
    resetSessionStore();
    const guards = createAuthGuards({ queryClient: new QueryClient() });
    let session: unknown = null;
    const server = fakeServer(({ url, method }) => {
      if (url.pathname === '/api/auth/get-session') return json(200, session);
      return url.pathname === '/api/auth/admin/has-permission' && method === 'POST' ? json(200, { success: true }) : undefined;
    });
    // The cookie had expired: the HTML's check was refused, and the session read finds nobody.
    holder[EARLY_ADMIN_PERMISSION_KEY] = Promise.resolve(json(401, { code: 'UNAUTHORIZED' }));
    const request = new Request('http://localhost:3000/admin');
    await expect(guards.adminLoader({ request, params: {}, context: undefined } as never)).rejects.toBeInstanceOf(Response);
    session = sessionOf('admin');
    resetSessionStore();
    expect(await guards.adminLoader({ request, params: {}, context: undefined } as never)).toBeNull();
    expect(server.callsTo('/api/auth/admin/has-permission')).toHaveLength(1);
  });
});
