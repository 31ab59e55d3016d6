import { remoteAppConfig } from '@club/federation/vite';
import { prerenderPages, styledComponentIds, themeInitHtml } from '@club/ui/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };
import remote from './module-federation.config';

// Its many lazy pages share small helpers: one chunk for them (docs/decisions/200-member-shared-helpers-chunk.md).
export default defineConfig(
  remoteAppConfig({
    remote,
    version: pkg.version,
    plugins: [react(), styledComponentIds(), themeInitHtml(), prerenderPages({ entry: 'src/prerender/index.tsx' })],
    sharedHelpers: true,
  }),
);
