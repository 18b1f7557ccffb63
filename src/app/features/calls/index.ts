/** The door of the calls feature: what the rest of the app may use. Calls between connected members: the dock, the dashboard's slot for it, a conversation's call record and buttons, the setting (docs/product/calls-and-push.md). */
export { CallSlot } from './call-slot';
export { CallButtons, CallLine, useCalls } from './call-log';
export { CallsSection } from './calls-section';
