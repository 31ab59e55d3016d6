/** What the settings page shows while its remote and data load (the route's fallback) and in its prerendered frame. */
export const SETTINGS_LOADING_MESSAGE = 'Chargement de vos paramètres…';
