// `pnpm --filter mf-admin-deployments dev`: this remote alone, with the shell's providers, against the real API.
import { startStandalone } from '@club/ui/standalone';
import { BASE_PATH } from './paths';
import remote from './routes';

startStandalone({ remote, basePath: BASE_PATH });
