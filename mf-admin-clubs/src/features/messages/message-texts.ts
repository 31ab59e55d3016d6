import type { ContactInboxFilter } from '@club/contracts';

const EMPTY: Record<ContactInboxFilter, string> = {
  unread: 'Aucun message non lu',
  read: 'Aucun message lu',
  archived: 'Aucun message archivé',
  all: 'Aucun message',
};

/** What an empty list says, and what to do next. */
export function emptyInboxText(state: ContactInboxFilter, searched: boolean): { title: string; message: string } {
  if (searched) return { title: 'Aucun message trouvé', message: 'Aucun message ne correspond à cette recherche. Essayez un autre mot ou choisissez « Tous ».' };
  if (state === 'unread') return { title: EMPTY.unread, message: 'Tous les messages ont été lus. Les nouveaux messages du formulaire de contact arriveront ici.' };
  return { title: EMPTY[state], message: 'Choisissez « Tous » pour voir les autres messages.' };
}

/** « 1 message non lu », « 3 messages non lus ». */
export const unreadText = (count: number) => (count === 0 ? 'Aucun message non lu' : count === 1 ? '1\u00a0message non lu' : `${count}\u00a0messages non lus`);
