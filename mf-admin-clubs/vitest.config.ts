import { remoteVitestConfig } from '@club/federation/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig(remoteVitestConfig({ setupFiles: ['@club/auth/testing/setup'] }));
