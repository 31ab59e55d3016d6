import { defineRemote } from '@club/federation';
import { deploymentsRoute } from './features/deployments/routes';

/**
 * The deployments screen, mounted by the shell at `/admin/deployments` under its admin layout. A remote of
 * its own (ADR 165): it is how an admin rolls back a broken remote, so it must not live in one it may have to
 * roll back.
 */
export default defineRemote({
  routes: [deploymentsRoute],
});
