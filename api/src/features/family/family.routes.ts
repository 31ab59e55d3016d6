import { FamilyLoginInputSchema, FamilyMemberInputSchema, ROLES } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import { readJsonBody } from '../../shared/validation';
import { addFamilyMember, type FamilyContext, giveOwnLogin, listFamily, removeFamilyMember, updateFamilyMemberDetails } from './family.service';

const signedIn = allowRoles(ROLES);

/** The adult's family (ADR 208): the people they are responsible for, without logins until 15. */
export function familyRoutes({ ctx }: { ctx: FamilyContext }) {
  return new Hono<AppEnv>()
    .get('/me/family', signedIn, async (c) => c.json({ success: true as const, data: await listFamily({ ctx, actor: c.var.actor }) }))
    .post('/me/family', signedIn, async (c) => {
      const input = await readJsonBody(c, FamilyMemberInputSchema);
      return c.json({ success: true as const, data: await addFamilyMember({ ctx, actor: c.var.actor, input }) }, 201);
    })
    .patch('/me/family/:personId', signedIn, async (c) => {
      const input = await readJsonBody(c, FamilyMemberInputSchema);
      return c.json({
        success: true as const,
        data: await updateFamilyMemberDetails({ ctx, actor: c.var.actor, input: { ...input, personId: c.req.param('personId') } }),
      });
    })
    .delete('/me/family/:personId', signedIn, async (c) => {
      await removeFamilyMember({ ctx, actor: c.var.actor, input: { personId: c.req.param('personId') } });
      return c.body(null, 204);
    })
    .post('/me/family/:personId/login', signedIn, async (c) => {
      const input = await readJsonBody(c, FamilyLoginInputSchema);
      return c.json({ success: true as const, data: await giveOwnLogin({ ctx, actor: c.var.actor, input: { ...input, personId: c.req.param('personId') } }) });
    });
}
