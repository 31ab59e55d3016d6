/** Toasts of spec §8, verbatim; failure fallbacks when the server sends no message. */
export const COMPLEX_TOASTS = {
  created: 'Complexe créé avec succès',
  updated: 'Complexe modifié avec succès',
  deleted: 'Complexe supprimé avec succès',
  createFailed: 'Erreur lors de la création du complexe',
  updateFailed: 'Erreur lors de la modification du complexe',
  deleteFailed: 'Erreur lors de la suppression du complexe',
} as const;

export const ROOM_TOASTS = {
  created: 'Salle créée avec succès',
  updated: 'Salle modifiée avec succès',
  deleted: 'Salle supprimée avec succès',
  createFailed: 'Erreur lors de la création de la salle',
  updateFailed: 'Erreur lors de la modification de la salle',
  deleteFailed: 'Erreur lors de la suppression de la salle',
} as const;

/** Minibus failures: title 'Erreur', text 'Erreur lors de la création: {message}' (spec §8). */
export const MINIBUS_TOASTS = {
  created: 'Minibus créé avec succès',
  updated: 'Minibus mis à jour avec succès',
  deleted: 'Minibus supprimé avec succès',
  errorTitle: 'Erreur',
  createFailed: (message: string) => `Erreur lors de la création: ${message}`,
  updateFailed: (message: string) => `Erreur lors de la mise à jour: ${message}`,
  deleteFailed: (message: string) => `Erreur lors de la suppression: ${message}`,
  /** What {message} is when the server gave none. */
  unknownError: 'une erreur inattendue est survenue',
} as const;

export const RESERVATION_TOASTS = {
  created: 'Réservation créée avec succès',
  updated: 'Réservation modifiée avec succès',
  deleted: 'Réservation supprimée avec succès',
  createFailed: 'Erreur lors de la création de la réservation',
  updateFailed: 'Erreur lors de la modification de la réservation',
  deleteFailed: 'Erreur lors de la suppression de la réservation',
} as const;
