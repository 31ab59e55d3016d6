/**
 * An address shown in a notice to someone who may not own it (the old address of an account learns the new
 * one): its first letter, the first letter of its domain and the domain's ending, e.g. `j•••@g•••.com`.
 * The bullets and the small at sign also keep mail clients from turning it into a link.
 */
export function maskedAddress(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const ending = dot > 0 ? domain.slice(dot + 1) : '';
  const first = (text: string) => Array.from(text)[0] ?? '';
  return `${first(local)}•••\uFE6B${first(host)}•••${ending ? `\u2024${ending}` : ''}`;
}
