import type { APIRoute } from 'astro';
import { appManifest } from '../../app/pwa/app-manifest';

/** The web app manifest (src/app/pwa/app-manifest.ts), written into the build as a file. */
export const GET: APIRoute = () => new Response(JSON.stringify(appManifest), { headers: { 'Content-Type': 'application/manifest+json' } });
