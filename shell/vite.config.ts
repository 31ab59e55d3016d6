import { hostAppConfig } from '@club/federation/vite';
import { themeInitHtml } from '@club/ui/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import federation from './module-federation.config';

export default defineConfig(hostAppConfig({ federation, plugins: [react(), themeInitHtml()] }));
