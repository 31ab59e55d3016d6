import { randomUUID } from 'node:crypto';
import type { CreatedPublishToken, PublishToken, PublishTokenInput } from '@club/contracts';
import type { PublishTokensTable } from '../../db/schema';
import { AppError, notFoundError } from '../../shared/app-error';
import type { Actor } from '../../shared/auth/actor';
import { hashSecretToken, newSecretToken } from '../../shared/secret-token';
import type { Db } from '../../shared/service-context';
import { recordAudit } from '../audit/audit.service';
import { findToken, findTokenByHash, insertToken, listTokens, setTokenRevoked, setTokenUsed } from './publish-tokens.repository';
import type { Publisher } from './publisher';

/** The visible start of every publish token, so that a leaked one is recognisable (secret scanners). */
const TOKEN_PREFIX = 'club_pub_';

const toPublishToken = (row: PublishTokensTable): PublishToken => ({
  id: row.id,
  name: row.name,
  remote: row.remote,
  createdBy: row.created_by,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  revokedAt: row.revoked_at,
  lastUsedAt: row.last_used_at,
});

export async function listPublishTokens(db: Db): Promise<PublishToken[]> {
  return (await listTokens(db)).map(toPublishToken);
}

/** The end of the day `expiresOn` in Paris, as an instant (a token "valid until the 31st" works all that day). */
function endOfParisDay(expiresOn: string): string {
  const noonUtc = new Date(`${expiresOn}T12:00:00.000Z`);
  const parisOffsetHours = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hourCycle: 'h23' }).format(noonUtc)) - 12;
  return new Date(Date.parse(`${expiresOn}T23:59:59.999Z`) - parisOffsetHours * 3600_000).toISOString();
}

/** A token for one remote: its secret is returned once and only its hash is kept. */
export async function createPublishToken(ctx: { db: Db; now: () => Date }, actor: Actor, input: PublishTokenInput): Promise<CreatedPublishToken> {
  const secret = TOKEN_PREFIX + newSecretToken();
  const now = ctx.now();
  const row: PublishTokensTable = {
    id: randomUUID(),
    name: input.name,
    remote: input.remote,
    token_hash: hashSecretToken(secret),
    created_by: actor.name,
    created_at: now.toISOString(),
    expires_at: input.expiresOn ? endOfParisDay(input.expiresOn) : null,
    revoked_at: null,
    last_used_at: null,
  };
  await ctx.db.transaction().execute(async (trx) => {
    await insertToken(trx, row);
    await recordAudit(trx, now, {
      action: 'publish-token.create',
      actor: { id: actor.id, name: actor.name },
      target: { id: input.remote, label: `Jeton «\u00a0${input.name}\u00a0» (${input.remote})` },
      details: { tokenId: row.id, expiresAt: row.expires_at },
    });
  });
  return { token: toPublishToken(row), secret };
}

export async function revokePublishToken(ctx: { db: Db; now: () => Date }, actor: Actor, id: string): Promise<PublishToken> {
  const row = await findToken(ctx.db, id);
  if (!row) throw notFoundError("Ce jeton de publication n'existe pas.");
  if (row.revoked_at) return toPublishToken(row);
  const now = ctx.now();
  const revoked = { ...row, revoked_at: now.toISOString() };
  await ctx.db.transaction().execute(async (trx) => {
    await setTokenRevoked(trx, id, revoked.revoked_at);
    await recordAudit(trx, now, {
      action: 'publish-token.revoke',
      actor: { id: actor.id, name: actor.name },
      target: { id: row.remote, label: `Jeton «\u00a0${row.name}\u00a0» (${row.remote})` },
      details: { tokenId: row.id },
    });
  });
  return toPublishToken(revoked);
}

const INVALID_PUBLISH_TOKEN = 'INVALID_PUBLISH_TOKEN';
const TOKEN_FOR_ANOTHER_REMOTE = 'TOKEN_FOR_ANOTHER_REMOTE';

/**
 * The publisher a `Bearer` token stands for, if it may act on `remote`: 401 for an unknown, revoked or
 * expired token, 403 for a token of another remote. Its last use is recorded.
 */
export async function publisherOfToken(ctx: { db: Db; now: () => Date }, secret: string, remote: string): Promise<Publisher> {
  const row = secret.startsWith(TOKEN_PREFIX) ? await findTokenByHash(ctx.db, hashSecretToken(secret)) : undefined;
  const now = ctx.now();
  if (!row || row.revoked_at || (row.expires_at && row.expires_at <= now.toISOString())) {
    throw new AppError(401, INVALID_PUBLISH_TOKEN, 'Ce jeton de publication est inconnu, révoqué ou expiré : demandez-en un nouveau à un administrateur.');
  }
  if (row.remote !== remote) {
    throw new AppError(403, TOKEN_FOR_ANOTHER_REMOTE, `Ce jeton de publication ne vaut que pour ${row.remote} : il ne peut rien changer à ${remote}.`);
  }
  await setTokenUsed(ctx.db, row.id, now.toISOString());
  return { kind: 'token', id: row.id, name: row.name, remote: row.remote };
}
