import type { FastifyInstance } from 'fastify';
import { documentsPlugin } from '../documents/index.ts';
import { photoReadable } from '../photos/index.ts';
import { registerProfileRoutes } from './profile.routes.ts';

/** A member's own records: the profile and documents (docs/decisions/005-member-profile-and-documents.md). Multipart stays inside this scope. */
export async function memberRecordsPlugin(app: FastifyInstance) {
  registerProfileRoutes(app);
  await app.register(documentsPlugin, { photoReadable });
}
