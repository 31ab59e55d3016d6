/**
 * The dashboard's page, loader and error view behind one import, so they come in one file (one request of a
 * first visit instead of three, docs/decisions/196-member-dashboard-in-one-read.md): its data leaves with the
 * HTML, so the loader has nothing to start before the page's code is there.
 */
export { DashboardPage } from './dashboard-page';
export { dashboardLoader } from './api/dashboard-loader';
export { DashboardRouteError } from './dashboard-route-error';
