/**
 * Texts the specification (product-spec.md) quotes: they stay exact even where FRENCH.md would say
 * otherwise (FRENCH.md §1), so the glossary test leaves them alone. Each cites the spec's section.
 */
export const SPEC_QUOTED_TEXTS: { text: string; spec: string }[] = [
  { text: "Bienvenue sur le panel d'administration", spec: '§2 Admin area: /admin greets' },
  { text: 'Email incorrect', spec: '§8 INVALID_EMAIL' },
  { text: 'Email ou mot de passe incorrect', spec: '§8 INVALID_EMAIL_OR_PASSWORD' },
  { text: 'Email non trouvé', spec: '§8 USER_EMAIL_NOT_FOUND' },
  { text: 'Email non vérifié', spec: '§8 EMAIL_NOT_VERIFIED' },
  { text: 'Email ne peut pas être mis à jour', spec: '§8 EMAIL_CAN_NOT_BE_UPDATED' },
  { text: 'La capacité pour personnes handicapées doit être positive', spec: '§5 Minibus: disabledPersonCapacity' },
  { text: 'Failed to get first login status', spec: '§7 Onboarding: GET first-login/status' },
];
