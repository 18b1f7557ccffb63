/** The reference module's door: everything other code may use of it. */
export { NAMES_KEEP_MS, referenceNames, referenceNamesOf } from './reference-names.ts';
export { registerResourceExtras } from './reference.routes.ts';
