import { ContactMessageInputSchema } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { readJsonBody } from '../../shared/validation';
import type { ContactContext } from './contact-context';
import { createContactMessage } from './contact.service';

/** The public contact form (5 messages per 10 minutes and address: write-rate-limits.ts). */
export function contactRoutes(deps: { ctx: ContactContext }) {
  return new Hono<AppEnv>().post('/contact', async (c) => {
    const input = await readJsonBody(c, ContactMessageInputSchema);
    return c.json(await createContactMessage({ ctx: deps.ctx, input }), 201);
  });
}
