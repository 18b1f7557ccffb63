/** The interests module's door: everything other code may use of it. */
export { registerInterestRoutes } from './interests.routes.ts';
export { relationWith, sendInterest, withdrawInterest } from './interests.service.ts';
export { memberCards } from './member-cards.ts';
export { addMark } from './member-marks.service.ts';
