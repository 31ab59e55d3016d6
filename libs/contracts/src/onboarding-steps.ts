// Zod-free, so that the zod/mini schema of the first-login status (./mini) takes the steps without the classic schemas.

/**
 * First-login steps for role `user` (docs/decisions/021-first-login-steps.md):
 * profile → application → pending_review → complete. Every other role is `complete`.
 */
export const FIRST_LOGIN_STEPS = ['profile', 'application', 'pending_review', 'complete'] as const;
