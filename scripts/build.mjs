// `pnpm build`: production builds of the shell and every remote (see lib/build-apps.mjs).
import { buildApps } from './lib/build-apps.mjs';
import { listApps } from './start.mjs';

const failed = await buildApps(listApps());
if (failed) {
  console.error(`\n✖ La construction de ${failed.dir} a échoué (voir ci-dessus).`);
  process.exit(1);
}
