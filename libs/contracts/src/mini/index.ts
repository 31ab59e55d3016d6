// Contracts in zod/mini, for code whose bundle must not take zod's classic API: the shell's (ADR 201) and a member's
// settings page (ADR 203). Each is the classic schema of the same name without `Mini`, checked equal by
// ./parity.test.ts, or reads an answer of better-auth's that no classic schema describes.
export { FirstLoginStatusResponseMiniSchema } from './first-login-status';
export {
  AccountSessionsMiniSchema,
  LinkedAccountsMiniSchema,
  PasswordMiniSchema,
  SessionNoticePreferencesMiniSchema,
  TwoFactorMethodMiniSchema,
  type AccountSessionAnswer,
  type LinkedAccountAnswer,
} from './account';
