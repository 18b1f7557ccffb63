/** The events module's door: everything other code may use of it. */
export { registerEventStreamRoutes } from './events.routes.ts';
export { signStreamTicket, STREAM_TICKET_TTL_SECONDS } from './stream-ticket.ts';
