/** Date of the current version of the legal texts: change it with every change of their substance. */
export const PRIVACY_UPDATED_ON = '30 novembre 2026';
export const TERMS_UPDATED_ON = '22 novembre 2026';
