/** The users module's door: everything other code may use of it. */
export { userMasterHooks } from './user-master.hooks.ts';
