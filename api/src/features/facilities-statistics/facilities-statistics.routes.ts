import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { FACILITIES_ADMIN_ROLES } from '../../shared/auth/facilities-access';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import type { ServiceContext } from '../../shared/service-context';
import { facilitiesStatistics } from './facilities-statistics.service';

/** Mounted before the complexes routes: `/complexes/statistics` must not be read as a complex id. */
export function facilitiesStatisticsRoutes({ ctx }: { ctx: ServiceContext }) {
  return new Hono<AppEnv>().get('/complexes/statistics', allowRoles(FACILITIES_ADMIN_ROLES), async (c) =>
    c.json(await facilitiesStatistics({ ctx, actor: c.var.actor })),
  );
}
