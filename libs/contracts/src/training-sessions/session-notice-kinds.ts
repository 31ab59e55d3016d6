// The session notices' kinds, labels and messages without zod: the classic schemas (./session-notices.ts) and their
// zod/mini twins (../mini/account.ts) share them.

/** What a member is told about a session (issue 29, ADR 171), stored as codes; each can be turned off. */
export const SESSION_NOTICE_KINDS = ['cancelled', 'time', 'room', 'waiting_list'] as const;
export type SessionNoticeKind = (typeof SESSION_NOTICE_KINDS)[number];

/** The settings' labels of each kind, as a person chooses what they receive by e-mail. */
export const SESSION_NOTICE_KIND_LABELS: Record<SessionNoticeKind, string> = {
  cancelled: 'Séance annulée',
  time: 'Séance déplacée à un autre horaire',
  room: 'Séance déplacée dans une autre salle ou un autre lieu',
  waiting_list: "Place obtenue depuis la liste d'attente",
};

export const SESSION_NOTICE_MESSAGES = {
  preferencesInvalid: "Indiquez pour chaque type d'avis s'il est envoyé par e-mail (oui ou non)",
  waitingListNotFull: 'Des places sont encore libres : inscrivez-vous directement.',
  waitingListRegistered: 'Vous êtes déjà inscrit(e) à cette séance.',
} as const;
