/** styled-components' rehydration marker of a group: `data-styled.g12[id="ui__sc-abc-0"]{content:"name,"}`. */
const GROUP_MARKER = /data-styled\.g(\d+)\[id="/g;

function lastGroup(sheet: string): number {
  let last = 0;
  for (const [, group] of sheet.matchAll(GROUP_MARKER)) last = Math.max(last, Number(group));
  return last;
}

/**
 * The layout's and the page's server style sheets as one: each was rendered apart and numbered its groups
 * from 1, while the browser's styled-components gives each group to one component (and orders the rules by
 * group): the page's groups are moved after the layout's (docs/decisions/194-prerendered-pages-hydrate.md).
 */
export function joinServerSheets(layout: string, page: string): string {
  const offset = lastGroup(layout);
  return layout + page.replace(GROUP_MARKER, (_marker, group: string) => `data-styled.g${Number(group) + offset}[id="`);
}
