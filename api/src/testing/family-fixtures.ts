import type { App } from '../app';
import type { DatabaseHandle } from '../db/database';
import { call, type Signed } from './facilities-fixtures';

/** A family member added by `adult` through `POST /api/me/family`, the adult's phone set for the staff to reach them. */
export async function addFamilyMember(
  app: App,
  database: Pick<DatabaseHandle, 'db'>,
  adult: Signed,
  person: { firstName: string; lastName: string; dateOfBirth: string; relationship?: string },
): Promise<string> {
  await database.db.updateTable('users').set({ phone: '06 11 22 33 44' }).where('id', '=', adult.user.id).where('phone', 'is', null).execute();
  const res = await call<{ data: { id: string } }>(app, 'POST', '/api/me/family', adult.headers, { relationship: 'child', ...person });
  if (res.status !== 201) throw new Error(`family member: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}
