// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';

// Build-time settings only; the server reads its own configuration in src/server/config.
const site = process.env.SITE_URL ?? 'https://matrimonial.example.in';
const apiTarget = process.env.API_DEV_TARGET ?? 'http://127.0.0.1:4322';

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'always' },
  integrations: [react(), sitemap({ filter: (page) => !page.includes('/dashboard') && !page.includes('/404') })],
  vite: {
    plugins: [tailwindcss()],
    server: { proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
  },
});
