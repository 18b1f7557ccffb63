/** The sms module's door: everything other code may use of it. */
export { createSmsService, type SmsService } from './sms.service.ts';
