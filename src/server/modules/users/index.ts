/** The users module's door: everything other code may use of it. */
export { userMasterHooks, userMasterHooksTelling } from './user-master.hooks.ts';
