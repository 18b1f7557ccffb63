/** The door of the push feature: what the rest of the app may use. Push notifications on this device (docs/decisions/069-push-notifications.md). */
export { PushSection } from './push-section';
