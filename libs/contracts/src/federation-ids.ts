// The names and patterns the federation manifest uses, in a zod-free module: the classic schemas
// (./federation.ts, for the API and the builds) and the zod/mini ones the shell parses the manifest with on
// every first load (./mini/runtime-config.ts) take them from here, so the two cannot drift apart.

/** The shell layouts an area can ask for (chrome and guard around its pages). */
export const LAYOUT_IDS = ['public', 'guest', 'protected', 'member', 'admin'] as const;
export type LayoutId = (typeof LAYOUT_IDS)[number];

/** The menus of the shell a remote can add links to. */
export const MENU_IDS = ['main', 'admin', 'member'] as const;
export type MenuId = (typeof MENU_IDS)[number];

/** The named places of shell and remote pages that remotes can fill with widgets. */
export const WIDGET_SLOTS = ['admin-home'] as const;
export type WidgetSlotId = (typeof WIDGET_SLOTS)[number];

/** What a menu icon may draw (the shapes of lucide's 24×24 stroke icons). */
export const SVG_ELEMENTS = ['path', 'circle', 'rect', 'line', 'polyline', 'polygon', 'ellipse'] as const;
export const SVG_ATTRIBUTES = ['d', 'cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'width', 'height', 'points'] as const;

/**
 * The manifest's patterns: a site path (`/`, `/admin/blog`), a widget's id (`upcoming-reservations`), one of a
 * remote's exposed modules (`./widget-upcoming-reservations`).
 */
export const MANIFEST_PATTERNS = {
  absolutePath: /^\/([A-Za-z0-9-]+(\/[A-Za-z0-9-]+)*)?$/,
  widgetId: /^[a-z0-9-]+$/,
  widgetModule: /^\.\/[a-z0-9-]+$/,
} as const;

/** Lengths the manifest accepts: labels and titles, a menu link, an icon's shapes and each attribute's text. */
export const MANIFEST_LIMITS = { label: 100, link: 200, iconShapes: 20, iconAttribute: 2000 } as const;
