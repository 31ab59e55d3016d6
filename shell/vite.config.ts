import { hostAppConfig } from '@club/federation/vite';
import { prerenderPages, themeInitHtml } from '@club/ui/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(hostAppConfig({ plugins: [react(), themeInitHtml(), prerenderPages({ entry: 'src/prerender/index.tsx' })] }));
