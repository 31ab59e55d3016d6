import type { MySession } from '@club/contracts';
import { formatTime } from '@club/ui/dates';

/** "18 h – 19 h 30" on Paris clocks. */
export const timeRange = (session: { startAt: string; endAt: string }) => `${formatTime(session.startAt)} – ${formatTime(session.endAt)}`;

export const sessionLocation = (session: Pick<MySession, 'roomName' | 'place'>) => session.roomName ?? session.place ?? null;

/** What the places say: "Annulée", "Complet", "3 places restantes", or nothing without a limit. */
export function placesLabel(session: Pick<MySession, 'status' | 'placesLeft'>): { text: string; tone: 'error' | 'warning' | 'info' } | null {
  if (session.status === 'cancelled') return { text: 'Annulée', tone: 'error' };
  if (session.placesLeft === null) return null;
  if (session.placesLeft === 0) return { text: 'Complet', tone: 'warning' };
  return { text: session.placesLeft === 1 ? '1 place restante' : `${session.placesLeft} places restantes`, tone: 'info' };
}
