/** The users module's door: everything other code may use of it. */
export { userMasterHooksTelling } from './user-master.hooks.ts';
