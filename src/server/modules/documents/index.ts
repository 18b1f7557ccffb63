/** The documents module's door: everything other code may use of it. */
export { commitStored, removeStored, writeStored } from './document-store.ts';
export { signDocUrl } from './document-url.ts';
export { documentsPlugin, UPLOADS_AT_ONCE } from './documents.routes.ts';
export { isPhoto, recoverUploads } from './documents.service.ts';
export { makePhotoSizes } from './photo-sizes.ts';
