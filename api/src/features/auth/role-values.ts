import { roleOf, SINGLE_ROLE_MESSAGE } from '@club/contracts';
import { validationError } from '../../shared/app-error';
import { isRecord } from './profile-fields';

/** The role values a better-auth request would write, with the path of each in its body. */
function sentRoles(endpoint: string, body: Record<string, unknown>): { path: string; value: unknown }[] {
  const data = isRecord(body.data) ? body.data : {};
  const sent = (record: Record<string, unknown>, path: string) => (Object.hasOwn(record, 'role') ? [{ path, value: record.role }] : []);
  switch (endpoint) {
    case '/admin/set-role':
      // Required there: better-auth refuses a missing role itself, with its own validation message.
      return sent(body, 'role');
    case '/admin/create-user':
      return [...sent(body, 'role'), ...sent(data, 'data.role')];
    case '/admin/update-user':
      return sent(data, 'data.role');
    default:
      return [];
  }
}

/**
 * One role per account (ADR 158): better-auth's admin plugin would store `["coach","admin"]` as
 * "coach,admin" and grant it admin powers that the people rules, the audit and the API do not see.
 * Refused before better-auth runs, whoever asks: a 400 in French, nothing written.
 */
export function assertSingleRole(endpoint: string, body: Record<string, unknown>): void {
  const wrong = sentRoles(endpoint, body).filter(({ value }) => roleOf(value) === null);
  if (wrong.length > 0)
    throw validationError(
      wrong.map(({ path }) => ({ path, message: SINGLE_ROLE_MESSAGE })),
      SINGLE_ROLE_MESSAGE,
    );
}
