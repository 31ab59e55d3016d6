// `pnpm --filter mf-admin-clubs dev`: the administration home alone, with the shell's providers, against the real API.
import { startStandalone } from '@club/ui/standalone';
import remote from './routes';

startStandalone({ remote, basePath: '/admin' });
