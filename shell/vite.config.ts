import { hostAppConfig } from '@club/federation/vite';
import { prerenderPages, themeInitHtml } from '@club/ui/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { AREAS, prefixesOf } from './src/federation/areas';

// The areas' prefixes go to the build (federation-areas.json): the server preloads the remote of the
// requested page with the shell (docs/decisions/008-first-load-budget.md).
const areas = AREAS.map((area) => ({ remote: area.remote, prefixes: prefixesOf(area) }));

export default defineConfig(hostAppConfig({ plugins: [react(), themeInitHtml(), prerenderPages({ entry: 'src/prerender/index.tsx' })], areas }));
