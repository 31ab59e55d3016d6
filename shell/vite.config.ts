import { hostAppConfig, precompressBuild } from '@club/federation/vite';
import { prerenderPages, styledComponentIds, themeInitHtml } from '@club/ui/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// precompressBuild last: it compresses what the steps before it wrote, the prerendered pages included.
export default defineConfig(
  hostAppConfig({ plugins: [react(), styledComponentIds(), themeInitHtml(), prerenderPages({ entry: 'src/prerender/index.tsx' }), precompressBuild()] }),
);
