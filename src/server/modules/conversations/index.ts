/** The conversations module's door: everything other code may use of it. */
export { registerConversationRoutes } from './conversations.routes.ts';
export { listConversations, readThread, type ConversationDeps } from './conversations.service.ts';
