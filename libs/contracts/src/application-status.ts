/**
 * Application statuses and their spec §4 labels, without zod: the shell's shared `@club/ui` shows
 * them, and importing the schemas' module would put zod on every first load (docs/decisions/008-first-load-budget.md).
 */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Spec §4 labels; `all` is the filter meaning every status. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus | 'all', string> = {
  pending: 'En attente',
  approved: 'Approuvée',
  rejected: 'Refusée',
  all: 'Toutes',
};
