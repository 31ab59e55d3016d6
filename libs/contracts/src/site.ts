import { z } from './zod';
import { FederationManifestSchema } from './federation';

/** The association's public identity, configured on the server (env) with demo defaults. */
export const SiteConfigSchema = z.object({
  name: z.string(),
  shortName: z.string(),
  foundedYear: z.number().int(),
  phone: z.string(),
  email: z.string(),
  address: z.object({
    venue: z.string(),
    street: z.string(),
    postalCode: z.string(),
    city: z.string(),
  }),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

/**
 * What a page needs before it can render anything: where the remotes are and who the association is.
 * The server inlines it in the shell's index.html (`<script id="runtime-config" type="application/json">`)
 * and also serves it at `GET /api/runtime-config` for remotes running standalone.
 */
export const RuntimeConfigSchema = FederationManifestSchema.extend({
  site: SiteConfigSchema,
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
