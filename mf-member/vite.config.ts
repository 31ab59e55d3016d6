import { remoteAppConfig } from '@club/federation/vite';
import { prerenderPages, styledComponentIds, themeInitHtml } from '@club/ui/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };
import remote from './module-federation.config';

// Its many lazy pages share small helpers, and its settings page reads with zod/mini: one chunk for the helpers, zod's
// core with the entry, zod classic with the API clients (docs/decisions/200-member-shared-helpers-chunk.md, 203).
export default defineConfig(
  remoteAppConfig({
    remote,
    version: pkg.version,
    plugins: [react(), styledComponentIds(), themeInitHtml(), prerenderPages({ entry: 'src/prerender/index.tsx' })],
    leanBase: true,
  }),
);
