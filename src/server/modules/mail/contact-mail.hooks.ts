import type { ResourceHooks } from '../../lib/crud/hooks.ts';
import { recipientsOf } from './mail-templates.ts';
import type { MailService } from './mail.service.ts';

/**
 * The public contact form: the enquiry goes to the support inbox (e-mail recipients of type
 * 'contact', else CONTACT_INBOX) and the sender gets an acknowledgement with a reference,
 * as the grievance rules expect (DESIGN §14).
 */
export const contactUsHooks = (mail: MailService): ResourceHooks => ({
  async beforeWrite(ctx, values) {
    // Only an administrator marks an enquiry read; a visitor cannot file it as already handled.
    if (ctx.auth?.isAdmin) return values;
    const { isRead: _ignored, ...rest } = values;
    return rest;
  },
  async afterCreate(ctx, row) {
    const name = String(row.name ?? '');
    const email = String(row.email ?? '');
    const reference = `CM-${String(row.id).padStart(6, '0')}`;
    const inbox = await recipientsOf(ctx.db as never, 'contact');
    const supportEmail = inbox[0] ?? mail.contactInbox;
    for (const to of inbox.length ? inbox : [supportEmail]) {
      mail.sendLater('contact', to, {
        name,
        email,
        contactNo: String(row.contactNo ?? ''),
        message: String(row.message ?? ''),
        receivedAt: String(row.createdAt ?? new Date().toISOString()),
      });
    }
    mail.sendLater('contact-ack', email, { name, reference, message: String(row.message ?? ''), supportEmail });
  },
});
