// The names the federation manifest uses, in a zod-free module: the shell checks the manifest by hand
// on every first load (libs/federation/src/parse-runtime-config.ts) without downloading zod.

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
