import { ROLES } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import type { ServiceContext } from '../../shared/service-context';
import { exportMyData } from './my-data.service';
import { actForFamilyMember } from '../family/act-for-family-member.middleware';

/** "Download my data": a JSON file the browser saves (Content-Disposition), never cached. */
export function myDataRoutes({ ctx }: { ctx: ServiceContext }) {
  return new Hono<AppEnv>().get('/me/data', actForFamilyMember(ctx), allowRoles(ROLES), async (c) => {
    const data = await exportMyData({ ctx, actor: c.var.actor });
    c.header('Content-Disposition', `attachment; filename="mes-donnees-${data.exportedAt.slice(0, 10)}.json"`);
    c.header('Cache-Control', 'no-store');
    return c.json(data);
  });
}
