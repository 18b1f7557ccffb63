import { SITE_NAME, SITE_TAGLINE } from '../../shared/site';

/** The brand pink of the palette (src/site/styles/theme.css); also the pages' theme-color. */
const THEME_COLOR = '#be185d';

/**
 * The web app manifest: installed, the site opens on the member's dashboard in its own window.
 * Icons are drawn from the site's mark by scripts/make-app-icons.mjs.
 */
export const appManifest = {
  id: '/dashboard',
  name: SITE_NAME,
  short_name: SITE_NAME,
  description: SITE_TAGLINE,
  lang: 'en-IN',
  dir: 'ltr',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: '#ffffff',
  categories: ['lifestyle', 'social'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
