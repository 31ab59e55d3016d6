/**
 * `01 39 52 40 40` → `tel:+33139524040`: the E.164 form, which dials from any country and which
 * screen readers and phones read as one number. The association is French, so a national number
 * (leading 0) is French; `+33 …` and `0033 …` are already international.
 */
export function telHref(phone: string): string {
  const dialled = phone.replace(/[^\d+]/g, '');
  if (dialled.startsWith('+')) return `tel:${dialled}`;
  if (dialled.startsWith('00')) return `tel:+${dialled.slice(2)}`;
  if (dialled.startsWith('0')) return `tel:+33${dialled.slice(1)}`;
  return `tel:${dialled}`;
}

export const mailtoHref = (email: string) => `mailto:${email.trim()}`;
