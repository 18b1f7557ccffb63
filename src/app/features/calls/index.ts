/** The door of the calls feature: what the rest of the app may use. Calls between connected members: a conversation's call record and buttons, the setting (the shell mounts the dock through ./call-slot.tsx itself) (docs/product/calls-and-push.md). */
export { CallButtons, CallLine, useCalls } from './call-log';
export { CallsSection } from './calls-section';
