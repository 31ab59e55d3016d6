// `pnpm --filter mf-member dev`: the member area alone, with the shell's providers, against the real API.
import { startStandalone } from '@club/ui/standalone';
import remote from './routes';

startStandalone({ remote, basePath: '/' });
