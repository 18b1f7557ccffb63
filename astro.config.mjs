// @ts-check
import { defineConfig } from 'astro/config';
import preact from '@astrojs/preact';
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
    // The islands are written against React's API and rendered by Preact through preact/compat:
    // the same components for a tenth of the renderer's bytes.
    preact({ compat: true }),
    sitemap({
      // A shared biodata's page shows nothing without its link, and is marked noindex.
      filter: (page) => !page.includes('/dashboard') && !page.includes('/404') && !page.includes('/biodata'),
      // Each page lists its other languages as xhtml:link alternates, as its head does with hreflang.
      i18n: { defaultLocale: 'en', locales: { en: 'en', hi: 'hi', ta: 'ta' } },
    }),
  ],
  vite: {
    plugins: [tailwindcss(), unregisteredTailwindProperties()],
    // Libraries written for React are bundled for prerendering too, so that they import preact/compat.
    ssr: { noExternal: ['react-hot-toast', '@nanostores/react', '@splidejs/react-splide'] },
    server: { proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
    // Fewer, larger chunks for the islands' first load (scripts/island-chunks.mjs).
    build: { rollupOptions: { output: { manualChunks: islandChunks } } },
  },
});
