import type { PublishToken } from '@club/contracts';

export type TokenState = 'active' | 'revoked' | 'expired';

export const TOKEN_STATE_LABELS: Record<TokenState, string> = { active: 'Actif', revoked: 'Révoqué', expired: 'Expiré' };

/** Revoked wins over expired; a token expires at the instant the API stored (the end of its day, Paris time). */
export function tokenState(token: Pick<PublishToken, 'revokedAt' | 'expiresAt'>, now = new Date()): TokenState {
  if (token.revokedAt) return 'revoked';
  if (token.expiresAt && Date.parse(token.expiresAt) <= now.getTime()) return 'expired';
  return 'active';
}

/** « CI de l'équipe blog », with the non-breaking spaces French guillemets take. */
export const quoted = (text: string) => `«\u00a0${text}\u00a0»`;

/** What a team types to publish with its token, from its own clone (docs/adding-a-remote.md). */
export const publishCommand = (secret: string, remote: string, site: string) => `CLUB_PUBLISH_TOKEN=${secret} pnpm remote:publish ${remote} --site ${site}`;
