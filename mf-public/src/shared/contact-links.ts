import type { SiteConfig } from '@club/contracts';

/** `01 23 45 67 89` → `tel:0123456789` (dialable from a phone, read aloud correctly). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export const mailtoHref = (email: string) => `mailto:${email}`;

/** 'Gymnase …, 12 rue …, 92000 Ville' on one line. */
export const formatAddress = ({ address }: SiteConfig) =>
  `${address.venue}, ${address.street}, ${address.postalCode} ${address.city}`;
