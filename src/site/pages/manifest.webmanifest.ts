import type { APIRoute } from 'astro';
import { appManifest } from '../pwa/app-manifest';

/** The web app manifest (src/pwa/app-manifest.ts), written into the build as a file. */
export const GET: APIRoute = () => new Response(JSON.stringify(appManifest), { headers: { 'Content-Type': 'application/manifest+json' } });
