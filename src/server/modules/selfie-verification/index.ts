// The selfie-verification module's door (docs/architecture.md, "Modules and their doors").
export { registerSelfieRoutes } from './selfie.routes.ts';
export { withdrawSelfie } from './selfie.service.ts';
