import type { APIRoute } from 'astro';

/** robots.txt with the sitemap address of whatever `site` the build was given. */
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap-index.xml', site ?? 'https://matrimonial.example.in').href;
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /dashboard', 'Disallow: /api/', '', `Sitemap: ${sitemap}`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
