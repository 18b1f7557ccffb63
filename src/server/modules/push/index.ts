/** The push module's door: everything other code may use of it. */
export { registerPushRoutes } from './push.routes.ts';
export { generatedVapidLines, vapidKeys } from './vapid-keys.ts';
export { subscribePush } from './push.sender.ts';
