/** The documents module's door: everything other code may use of it. */
export { commitStored, readStored, removeStored, uploadStore, writeStored, type UploadsPlace } from './document-store.ts';
export { signDocUrl } from './document-url.ts';
export { documentsPlugin, UPLOADS_AT_ONCE } from './documents.routes.ts';
export { isPhoto } from './documents.service.ts';
export { makePhotoSizes } from './photo-sizes.ts';
export { SWEEP_GRACE_MS, sweepUploads, tidyUploadScratch, uploadJobs } from './upload-sweep.ts';
