import { describe, expect, it, vi } from 'vitest';
import { reloadTowards } from './page-guard';

const locationAt = (pathname: string, search = '', hash = '') => ({ pathname, search, hash, reload: vi.fn(), assign: vi.fn() });

describe('reloadTowards', () => {
  it('reloads the page the browser is on', () => {
    const location = locationAt('/contact', '?x=1');
    reloadTowards('/contact?x=1', location);
    expect(location.reload).toHaveBeenCalledOnce();
    expect(location.assign).not.toHaveBeenCalled();
  });

  it("loads the router's page when it is another page of this site", () => {
    const location = locationAt('/');
    reloadTowards('/dashboard/blog', location);
    expect(location.assign).toHaveBeenCalledWith('/dashboard/blog');
  });

  // A router on https://site//evil.example reports the pathname `//evil.example`: assign() would leave the site.
  it.each(['//evil.example/owned', '/.//evil.example', '/\\evil.example'])('never loads %j, which leaves the site: it reloads', (target) => {
    const location = locationAt('/');
    reloadTowards(target, location);
    expect(location.assign).not.toHaveBeenCalled();
    expect(location.reload).toHaveBeenCalledOnce();
  });
});
