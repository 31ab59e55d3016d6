/** `01 39 52 40 40` → `tel:+33139524040` (French numbers written nationally). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('0') ? `+33${digits.slice(1)}` : digits}`;
}

export const mailtoHref = (email: string) => `mailto:${email}`;
