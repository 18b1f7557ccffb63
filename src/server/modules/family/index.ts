/** The family module's door: everything other code may use of it. */
export { recordHelperActs } from './family-acts.ts';
export { FAMILY_ROUTES, registerFamilyGate } from './family-gate.ts';
export { registerFamilyRoutes } from './family.routes.ts';
export { tellNewHelperDevices } from './family-sign-in.ts';
export { pauseAllHelpers } from './family.service.ts';
