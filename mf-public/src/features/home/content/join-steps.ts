/** How to join, in order; mirrors the onboarding of the member area (account → application → review). */
export const JOIN_STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Créez votre compte',
    text: "Inscrivez-vous avec votre adresse e-mail et un mot de passe d'au moins 12\u00a0caractères, puis confirmez votre adresse grâce au lien reçu par e-mail.",
  },
  {
    title: "Complétez votre dossier d'adhésion",
    text: "À votre première connexion, choisissez votre section et votre catégorie, indiquez une personne à prévenir en cas d'urgence et dites-nous en quelques mots ce qui vous amène.",
  },
  {
    title: 'Joignez votre certificat médical',
    text: "Un certificat médical d'absence de contre-indication à la pratique du sport, ou, pour les mineurs et les renouvellements, l'attestation de réponse au questionnaire de santé.",
  },
  {
    title: 'Validation par le bureau',
    text: "Le bureau et le responsable de votre section examinent votre dossier. Vous êtes prévenu par e-mail dès qu'il est validé.",
  },
  {
    title: 'Bienvenue au club\u00a0!',
    text: "Réglez votre cotisation au secrétariat (Pass'Sport et paiement en trois fois acceptés) et rejoignez votre premier entraînement.",
  },
];
