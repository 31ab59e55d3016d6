import { createHash, randomBytes } from 'node:crypto';

/**
 * Secrets handed out once in a URL (calendar feeds, e-mail links): 32 random bytes in base64url (43 characters).
 * Only `hashSecretToken` of one is stored, so a copy of the database opens nothing.
 */
export const newSecretToken = () => randomBytes(32).toString('base64url');
export const hashSecretToken = (token: string) => createHash('sha256').update(token).digest('hex');
