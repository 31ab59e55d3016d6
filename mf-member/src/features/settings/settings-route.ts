/**
 * The settings' page and loader behind one import, so they come in one file (one request fewer on a first
 * visit, docs/decisions/196-member-dashboard-in-one-read.md); the error view is the area's shared one.
 */
export { SettingsPage } from './settings-page';
export { settingsLoader } from './api/settings-loader';
