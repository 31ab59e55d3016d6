import type { Role } from '@club/contracts';

/**
 * Who is making the request, as services see it: resolved once per request from the better-auth
 * session by the session middleware (`c.var.actor`, null for visitors). Services take it as an
 * argument and decide authorisation from it; they never read cookies or Hono's context.
 */
export interface Actor {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** Set when an admin acts as this person (better-auth's `impersonatedBy` on the session). */
  impersonated?: true;
  /**
   * Set when an adult acts for a family member under 18 (ADR 208): the actor is then the family member, and
   * this is the signed-in adult, whom audit records and mail name.
   */
  guardian?: { id: string; name: string; email: string };
}
