import { serviceUnavailableError } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/service-context';
import { pingDatabase } from './health.repository';

export async function checkHealth({ ctx }: { ctx: ServiceContext }) {
  try {
    await pingDatabase(ctx.db);
  } catch (cause) {
    throw serviceUnavailableError('La base de données est indisponible.', cause);
  }
  return { status: 'ok' as const, database: ctx.dialect };
}
