/** The photos module's door: everything other code may use of it. */
export { photoReadable } from './photo-access.ts';
export { registerPhotoRoutes } from './photos.routes.ts';
export { assertMayContact, badgesOf, cardLookups, privacySettings, profilePhotos } from './photos.service.ts';
