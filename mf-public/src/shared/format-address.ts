import type { SiteConfig } from '@club/contracts';

/** 'Gymnase …, 12 rue …, 92000 Ville' on one line. */
export const formatAddress = ({ address }: SiteConfig) => `${address.venue}, ${address.street}, ${address.postalCode} ${address.city}`;
