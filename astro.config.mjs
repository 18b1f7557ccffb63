// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { unregisteredTailwindProperties } from './scripts/tailwind-unregistered-properties.mjs';
import { islandChunks } from './scripts/island-chunks.mjs';

// Build-time settings only; the server reads its own configuration in src/server/config.
const site = process.env.SITE_URL ?? 'https://matrimonial.example.in';
const apiTarget = process.env.API_DEV_TARGET ?? 'http://127.0.0.1:4322';

export default defineConfig({
  site,
  // The static site's pages, layouts and components; the browser app it mounts is in src/app (docs/architecture.md).
  srcDir: './src/site',
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'always' },
  // English at /, Hindi at /hi, Tamil at /ta (docs/decisions/038-languages-and-routing.md; the list is src/shared/i18n/locales.ts).
  i18n: { defaultLocale: 'en', locales: ['en', 'hi', 'ta'], routing: { prefixDefaultLocale: false } },
  integrations: [
    react(),
    sitemap({
      // A shared biodata's page shows nothing without its link, and is marked noindex.
      filter: (page) => !page.includes('/dashboard') && !page.includes('/404') && !page.includes('/biodata'),
      // Each page lists its other languages as xhtml:link alternates, as its head does with hreflang.
      i18n: { defaultLocale: 'en', locales: { en: 'en', hi: 'hi', ta: 'ta' } },
    }),
  ],
  vite: {
    plugins: [tailwindcss(), unregisteredTailwindProperties()],
    server: { proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
    // Fewer, larger chunks for the islands' first load (scripts/island-chunks.mjs).
    build: { rollupOptions: { output: { manualChunks: islandChunks } } },
  },
});
