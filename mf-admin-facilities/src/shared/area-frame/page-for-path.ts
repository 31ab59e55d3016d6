import type { AdminPage } from '@club/ui-admin';

const patternOf = (path: string) => new RegExp(`/${path.replace(/:[^/]+/g, '[^/]+')}/?$`);

/** The page an address leads to (static segments such as `create` are listed before `:id`, so they win). */
export function pageForPath(pages: readonly AdminPage[], pathname: string): AdminPage | undefined {
  return pages.find((page) => patternOf(page.path).test(pathname));
}
