import { describe, expect, it } from 'vitest';
import { joinPath, longestPrefixOwner, ownsPath, routePaths, routePatternMatches } from './area-paths';

const AREAS = [
  { remote: 'mf-public', prefixes: ['/'] },
  { remote: 'mf-admin-clubs', prefixes: ['/admin'] },
  { remote: 'mf-admin-facilities', prefixes: ['/admin/facilities', '/admin/assets'] },
];
const owner = (pathname: string) => longestPrefixOwner(AREAS, (area) => area.prefixes, pathname)?.remote;

describe('area paths', () => {
  it('gives a path to the area of its longest owning prefix, whole segments only', () => {
    expect(owner('/')).toBe('mf-public');
    expect(owner('/admin')).toBe('mf-admin-clubs');
    expect(owner('/admin/assets/minibuses/42')).toBe('mf-admin-facilities');
    expect(owner('/administration')).toBe('mf-public');
    expect(longestPrefixOwner(AREAS.slice(1), (area) => area.prefixes, '/contact')).toBeUndefined();
    expect(ownsPath('/admin', '/admin/')).toBe(true);
  });

  it('joins a remote-relative link to its base path', () => {
    expect(joinPath('/', '')).toBe('/');
    expect(joinPath('/admin/', '/facilities/rooms')).toBe('/admin/facilities/rooms');
  });

  it("writes a remote's paths once: relative patterns for routes, encoded absolute links", () => {
    const paths = routePaths('/admin', { rooms: 'facilities/rooms', roomEdit: 'facilities/rooms/:roomId/edit', home: '' });
    expect(paths.roomEdit.path).toBe('facilities/rooms/:roomId/edit');
    expect(paths.roomEdit.href('a b/c')).toBe('/admin/facilities/rooms/a%20b%2Fc/edit');
    expect(paths.rooms.href()).toBe('/admin/facilities/rooms');
    expect(routePaths('/', { home: '' }).home.href()).toBe('/');
    expect(paths.home.href()).toBe('/admin');
  });

  it('matches an address against a route pattern, one non-empty segment per :param', () => {
    expect(routePatternMatches('/sections/:sectionSlug', '/sections/football')).toBe(true);
    expect(routePatternMatches('/sections/:sectionSlug', '/sections/football/')).toBe(true);
    expect(routePatternMatches('/sections/:sectionSlug', '/sections')).toBe(false);
    expect(routePatternMatches('/sections/:sectionSlug', '/sections//')).toBe(false);
    expect(routePatternMatches('/sections/:sectionSlug', '/sections/football/agenda')).toBe(false);
    expect(routePatternMatches('/blog', '/blog')).toBe(true);
    expect(routePatternMatches('/blog', '/blog/')).toBe(true);
    expect(routePatternMatches('/blog', '/blogs')).toBe(false);
    expect(routePatternMatches('/', '/')).toBe(true);
    expect(routePatternMatches('/', '/contact')).toBe(false);
  });
});
