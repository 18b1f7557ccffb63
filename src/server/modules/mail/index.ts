/** The mail module's door: everything other code may use of it. */
export { CONTACT_ACKS_PER_DAY, contactUsHooks } from './contact-mail.hooks.ts';
export { emailTemplateHooks } from './email-template.hooks.ts';
export { renderText } from './mail-templates.ts';
export { registerMailTextRoutes } from './mail-texts.routes.ts';
export { createMailService, MAX_ATTEMPTS, SECRET_TYPES, type MailService } from './mail.service.ts';
export { maskEmail, maskMobile, writeOutboxFile } from './outbox-file.ts';
