import { createTrainingSessionInputSchema, MarkAttendanceInputSchema, TrainingSessionListQuerySchema, updateTrainingSessionInputSchema } from '@club/contracts';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import { readQuery } from '../../shared/query-validation';
import type { ServiceContext } from '../../shared/service-context';
import { readJsonBody } from '../../shared/validation';
import { getAttendance, markAttendance } from './attendance.service';
import { register, withdraw } from './registrations.service';
import { updateSession } from './session-update.service';
import { SESSION_PLANNER_ROLES, SESSION_READER_ROLES } from './training-sessions-access';
import { joinWaitingList, leaveWaitingList } from './waiting-list.service';
import { createSessions, deleteSession, getSession, listCoachOptions, listSessions, type SessionScope } from './training-sessions.service';
import { actForFamilyMember } from '../family/act-for-family-member.middleware';

/** Training sessions of the clubs (ADR 120, 121): lists per category, section and club; one occurrence; attendance; sign-ups and waiting lists (ADR 171). */
export function trainingSessionsRoutes({ ctx }: { ctx: ServiceContext }) {
  // "In the future" is judged with the server's clock (fixed in tests).
  const CreateSchema = createTrainingSessionInputSchema(ctx.now);
  const UpdateSchema = updateTrainingSessionInputSchema(ctx.now);
  const readers = allowRoles(SESSION_READER_ROLES);
  const planners = allowRoles(SESSION_PLANNER_ROLES);
  const familyMember = actForFamilyMember(ctx);
  const list = (kind: SessionScope['kind']) => async (c: Context<AppEnv>) =>
    c.json(await listSessions({ ctx, actor: c.var.actor, input: { ...readQuery(c, TrainingSessionListQuerySchema), scope: { kind, id: c.req.param('id')! } } }));
  const byId = (c: Context<AppEnv>) => ({ id: c.req.param('id')! });

  return new Hono<AppEnv>()
    .get('/categories/:id/sessions', familyMember, readers, list('category'))
    .post('/categories/:id/sessions', planners, async (c) => {
      const session = await readJsonBody(c, CreateSchema);
      const data = await createSessions({ ctx, actor: c.var.actor, input: { categoryId: c.req.param('id'), session } });
      return c.json({ data }, 201);
    })
    .get('/categories/:id/session-coaches', planners, async (c) =>
      c.json(await listCoachOptions({ ctx, actor: c.var.actor, input: { categoryId: c.req.param('id') } })),
    )
    .get('/sections/:id/sessions', readers, list('section'))
    .get('/clubs/:id/sessions', readers, list('club'))
    .get('/training-sessions/:id', familyMember, readers, async (c) => c.json(await getSession({ ctx, actor: c.var.actor, input: byId(c) })))
    .put('/training-sessions/:id', planners, async (c) => {
      const changes = await readJsonBody(c, UpdateSchema);
      return c.json(await updateSession({ ctx, actor: c.var.actor, input: { ...byId(c), changes } }));
    })
    .delete('/training-sessions/:id', planners, async (c) => {
      await deleteSession({ ctx, actor: c.var.actor, input: byId(c) });
      return c.body(null, 204);
    })
    .get('/training-sessions/:id/attendance', planners, async (c) => c.json(await getAttendance({ ctx, actor: c.var.actor, input: byId(c) })))
    .put('/training-sessions/:id/attendance', planners, async (c) => {
      const marks = await readJsonBody(c, MarkAttendanceInputSchema);
      return c.json(await markAttendance({ ctx, actor: c.var.actor, input: { ...byId(c), marks } }));
    })
    .post('/training-sessions/:id/registration', familyMember, readers, async (c) => c.json(await register({ ctx, actor: c.var.actor, input: byId(c) }), 201))
    .delete('/training-sessions/:id/registration', familyMember, readers, async (c) => {
      await withdraw({ ctx, actor: c.var.actor, input: byId(c) });
      return c.body(null, 204);
    })
    .post('/training-sessions/:id/waiting-list', familyMember, readers, async (c) => c.json(await joinWaitingList({ ctx, actor: c.var.actor, input: byId(c) }), 201))
    .delete('/training-sessions/:id/waiting-list', familyMember, readers, async (c) => {
      await leaveWaitingList({ ctx, actor: c.var.actor, input: byId(c) });
      return c.body(null, 204);
    });
}
