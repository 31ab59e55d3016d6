import { remoteVitestConfig } from '@club/federation/vitest';
import { defineConfig } from 'vitest/config';

// A kit shared by remotes is tested as they are: jsdom, React, the shared setup of @club/ui/testing.
export default defineConfig(remoteVitestConfig());
