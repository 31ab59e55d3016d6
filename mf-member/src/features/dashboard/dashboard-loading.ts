/** What the dashboard shows while its remote and data load (the route's fallback) and in its prerendered frame. */
export const DASHBOARD_LOADING_MESSAGE = 'Chargement de votre espace…';
