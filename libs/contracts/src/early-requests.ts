/**
 * The admin layout's permission check (ARCHITECTURE: role + `hasPermission({ user: ['create'] })`), sent
 * by the guard, and started by the HTML of an admin page before any script loads (the server adds it
 * when the visitor has a session cookie: docs/decisions/019-admin-first-visit-critical-path.md).
 */
export const ADMIN_PAGE_PERMISSION = { permissions: { user: ['create'] } } as const;

/** The `window` property where that early check's response promise waits for the guard (taken once). */
export const EARLY_ADMIN_PERMISSION_KEY = '__clubAdminPermission';

/**
 * The id of the inert JSON list (`<script type="application/json">`) of the remote files the HTML of a
 * page names for the shell to download as its first statement (docs/decisions/019-admin-first-visit-critical-path.md).
 */
export const REMOTE_DOWNLOADS_ELEMENT_ID = 'remote-downloads';
