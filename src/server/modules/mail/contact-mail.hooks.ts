import type { ResourceHooks } from '../../lib/crud/hooks.ts';
import { recipientsOf } from './mail-templates.ts';
import type { MailService } from './mail.service.ts';

/** Acknowledgements one address receives per day, however many enquiries name it. */
export const CONTACT_ACKS_PER_DAY = 3;

/**
 * The public contact form: the enquiry goes to the support inbox (e-mail recipients of type
 * 'contact', else CONTACT_INBOX) and the sender gets an acknowledgement with a reference,
 * as the grievance rules expect (docs/product/trust.md). Anyone can type any address into the form, so the
 * acknowledgement is a fixed text with the reference only (never the name or message typed in),
 * and one address gets at most CONTACT_ACKS_PER_DAY of them.
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
    const since = new Date(Date.now() - 86_400_000).toISOString();
    const recent = await ctx.db
      .selectFrom('contactMessage')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('createdAt', '>', since)
      .where('email', '=', email)
      .executeTakeFirst();
    if (Number(recent?.n ?? 0) > CONTACT_ACKS_PER_DAY) return;
    // name and message blank out the placeholders of an acknowledgement template stored before they were removed.
    mail.sendLater('contact-ack', email, { reference, supportEmail, name: '', message: '' });
  },
});
