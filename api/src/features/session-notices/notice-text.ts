/** How a notice writes a session's slot and place (FRENCH.md: « mardi 1er décembre 2026, 18 h – 19 h 30 »). */
const DAY = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });
const TIME = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Paris' });

export function longDay(iso: string): string {
  const parts = DAY.formatToParts(new Date(iso));
  return parts.map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value)).join('');
}

/** « 18 h », « 18 h 30 ». */
export function hour(iso: string): string {
  const [h = '00', m = '00'] = TIME.format(new Date(iso)).split(':');
  return m === '00' ? `${Number(h)} h` : `${Number(h)} h ${m}`;
}

export const slotText = (startAt: string, endAt: string) => `${longDay(startAt)}, ${hour(startAt)} – ${hour(endAt)}`;
