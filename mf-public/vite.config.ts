import { remoteAppConfig } from '@club/federation/vite';
import { prerenderPages, themeInitHtml } from '@club/ui/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };
import federation, { REMOTE_NAME } from './module-federation.config';

export default defineConfig(
  remoteAppConfig({ folder: 'mf-public', name: REMOTE_NAME, version: pkg.version, federation, plugins: [react(), themeInitHtml(), prerenderPages({ entry: 'src/prerender/index.tsx' })] }),
);
