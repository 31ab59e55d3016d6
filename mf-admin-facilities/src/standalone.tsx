// `pnpm --filter mf-admin-facilities dev`: the facilities admin alone, with the shell's providers, against
// the real API (sign in on the composed site first: the session cookie is shared through the /api proxy).
import { startStandalone } from '@club/ui/standalone';
import { BASE_PATH } from './paths';
import remote from './routes';

startStandalone({ remote, basePath: BASE_PATH });
