import { z } from './zod';
import { LAYOUT_IDS, MANIFEST_LIMITS, MANIFEST_PATTERNS, MENU_IDS, SVG_ATTRIBUTES, SVG_ELEMENTS, WIDGET_SLOTS } from './federation-ids';

export * from './federation-ids';

const AbsolutePath = z.string().regex(MANIFEST_PATTERNS.absolutePath, 'chemin absolu attendu, ex. /admin/blog');

/** A part of the site a remote answers for: its URL prefixes, the layout around it, its French name. */
export const RemoteAreaSchema = z.object({
  /** Where the remote's relative routes are mounted, e.g. `/` or `/admin`. */
  basePath: AbsolutePath,
  /** The URL prefixes this area answers for (the longest matching prefix of all areas wins). */
  prefixes: z.array(AbsolutePath).min(1),
  layout: z.enum(LAYOUT_IDS),
  /** Used in the area's error view and toast: « Impossible de charger {label}. » */
  label: z.string().min(1).max(MANIFEST_LIMITS.label),
});
export type RemoteArea = z.infer<typeof RemoteAreaSchema>;

/** A 24×24 stroke icon as data (the shapes of a lucide icon): menus show it without loading the remote. */
export const MenuIconSchema = z
  .array(z.tuple([z.enum(SVG_ELEMENTS), z.partialRecord(z.enum(SVG_ATTRIBUTES), z.string().max(MANIFEST_LIMITS.iconAttribute))]))
  .max(MANIFEST_LIMITS.iconShapes);
export type MenuIcon = z.infer<typeof MenuIconSchema>;

/** A link a remote adds to a shell menu (header 'main', admin sidebar 'admin', member menu 'member'). */
export const MenuEntrySchema = z.object({
  /** Path relative to the area's base path ('' is the base itself). */
  to: z.string().max(MANIFEST_LIMITS.link),
  label: z.string().min(1).max(MANIFEST_LIMITS.label),
  menu: z.enum(MENU_IDS),
  order: z.number().int().optional(),
  icon: MenuIconSchema.optional(),
});
export type MenuEntry = z.infer<typeof MenuEntrySchema>;

/** A box a remote contributes to a named slot; `module` is one of its exposed modules (`./x`). */
export const WidgetEntrySchema = z.object({
  slot: z.enum(WIDGET_SLOTS),
  id: z.string().regex(MANIFEST_PATTERNS.widgetId),
  title: z.string().min(1).max(MANIFEST_LIMITS.label),
  module: z.string().regex(MANIFEST_PATTERNS.widgetModule),
  order: z.number().int().optional(),
});
export type WidgetEntry = z.infer<typeof WidgetEntrySchema>;

/** What a remote's build says about its place in the site (`remote.json` beside its entry). */
export const RemoteMetadataSchema = z.object({
  areas: z.array(RemoteAreaSchema).min(1),
  navigation: z.array(MenuEntrySchema).default([]),
  widgets: z.array(WidgetEntrySchema).default([]),
});
export type RemoteMetadata = z.infer<typeof RemoteMetadataSchema>;

/** One version of a remote: where its entry is and which version it is. */
export const RemoteVersionRefSchema = z.object({
  entry: z.string().min(1),
  version: z.string().min(1),
});
export type RemoteVersionRef = z.infer<typeof RemoteVersionRefSchema>;

/** One deployed remote as the shell finds it at runtime (never baked into the shell build). */
export const RemoteManifestEntrySchema = RemoteMetadataSchema.extend({
  /** Federation container name, e.g. `mf_public`. */
  name: z.string().min(1),
  /** URL of the current version's `remoteEntry.js`, absolute or relative to the site. */
  entry: z.string().min(1),
  version: z.string().min(1),
  /**
   * The last version that loaded in a browser (absent before the first load). When it is not the current
   * one, the shell reports the current one's first load, and falls back to it once if the current fails.
   */
  lastLoaded: RemoteVersionRefSchema.optional(),
});
export type RemoteManifestEntry = z.infer<typeof RemoteManifestEntrySchema>;

/** Remote folder name (`mf-public`) → where and which version it is deployed, and its areas. */
export const FederationManifestSchema = z.object({
  remotes: z.record(z.string(), RemoteManifestEntrySchema),
});
export type FederationManifest = z.infer<typeof FederationManifestSchema>;

/** What the shell reports when a remote cannot be loaded (`POST /api/telemetry/remote-failures`). */
export const RemoteFailureReportSchema = z.object({
  remote: z.string().min(1).max(100),
  version: z.string().max(100).nullable(),
  url: z.string().max(2048).nullable(),
  code: z.string().min(1).max(100),
  message: z.string().max(2000),
  page: z.string().max(2048).optional(),
});
export type RemoteFailureReport = z.infer<typeof RemoteFailureReportSchema>;

/** What the shell reports when the current version of a remote loaded (`POST /api/telemetry/remote-loads`). */
export const RemoteLoadReportSchema = z.object({
  remote: z.string().min(1).max(100),
  version: z.string().min(1).max(100),
});
export type RemoteLoadReport = z.infer<typeof RemoteLoadReportSchema>;
