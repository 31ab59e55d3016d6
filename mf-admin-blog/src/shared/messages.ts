/** Success and failure toasts of the blog admin, in the style of spec §8. */
export const BLOG_TOASTS = {
  created: 'Article créé avec succès',
  updated: 'Article modifié avec succès',
  deleted: 'Article supprimé avec succès',
  createFailed: "Erreur lors de la création de l'article",
  updateFailed: "Erreur lors de la modification de l'article",
  deleteFailed: "Erreur lors de la suppression de l'article",
  tagCreated: (name: string) => `Tag «\u00a0${name}\u00a0» créé avec succès`,
  tagFailed: 'Erreur lors de la création du tag',
  tagRenamed: (name: string) => `Tag renommé en «\u00a0${name}\u00a0»`,
  tagRenameFailed: 'Erreur lors de la modification du tag',
  tagDeleted: (name: string) => `Tag «\u00a0${name}\u00a0» supprimé avec succès`,
  tagDeleteFailed: 'Erreur lors de la suppression du tag',
  commentHidden: 'Commentaire masqué avec succès',
  commentShown: 'Commentaire de nouveau visible',
  commentDeleted: 'Commentaire supprimé avec succès',
  commentFailed: 'Erreur lors de la modération du commentaire',
} as const;
