import type { MySession } from '@club/contracts';
import { formatTime } from '@club/ui/dates';

/** "18 h – 19 h 30" on Paris clocks. */
export const timeRange = (session: { startAt: string; endAt: string }) => `${formatTime(session.startAt)} – ${formatTime(session.endAt)}`;

export const sessionLocation = (session: Pick<MySession, 'roomName' | 'place'>) => session.roomName ?? session.place ?? null;

/** A session whose end has passed: its places no longer mean anything. */
const isFinished = (session: Pick<MySession, 'status' | 'endAt'>, now: Date = new Date()) =>
  session.status === 'completed' || Date.parse(session.endAt) <= now.getTime();

/**
 * What the places say: "Annulée", "Terminée" once the session is over, "Complet", "3 places restantes",
 * or nothing without a limit. Places are only counted for sessions to come.
 */
export function placesLabel(
  session: Pick<MySession, 'status' | 'placesLeft' | 'endAt'>,
  now: Date = new Date(),
): { text: string; tone: 'error' | 'warning' | 'info' | 'neutral' } | null {
  if (session.status === 'cancelled') return { text: 'Annulée', tone: 'error' };
  if (isFinished(session, now)) return { text: 'Terminée', tone: 'neutral' };
  if (session.placesLeft === null) return null;
  if (session.placesLeft === 0) return { text: 'Complet', tone: 'warning' };
  return { text: session.placesLeft === 1 ? '1 place restante' : `${session.placesLeft} places restantes`, tone: 'info' };
}
