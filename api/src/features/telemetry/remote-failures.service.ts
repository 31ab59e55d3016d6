import { randomUUID } from 'node:crypto';
import type { RemoteFailureReport } from '@club/contracts';
import type { ServiceContext } from '../../shared/service-context';

type TelemetryContext = Pick<ServiceContext, 'db' | 'now'>;
import { insertRemoteFailure } from './remote-failures.repository';

/** Keeps a browser's report that a remote could not be loaded, for the teams to investigate. */
export async function recordRemoteFailure({
  ctx,
  input,
}: {
  ctx: TelemetryContext;
  input: { report: RemoteFailureReport; userAgent: string | null };
}): Promise<{ id: string }> {
  const { report } = input;
  const id = randomUUID();
  await insertRemoteFailure(ctx.db, {
    id,
    remote: report.remote,
    version: report.version,
    url: report.url,
    code: report.code,
    message: report.message,
    page: report.page ?? null,
    user_agent: input.userAgent?.slice(0, 512) ?? null,
    created_at: ctx.now().toISOString(),
  });
  return { id };
}
