import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import { afterCommit } from '../../db/transact.ts';
import type { EmailTypeCode } from '../../db/seeds/data/email.ts';
import { SITE_NAME } from '../../../shared/site.ts';
import { createMailTransport, type MailAttachment, type MailTransport } from './mail-transport.ts';
import { loadMailText, renderMail, senderAddress, type TemplateVars } from './mail-templates.ts';
import { maskEmail } from './outbox-file.ts';
import type { Locale } from '../../../shared/locales.ts';

/** Types whose mails carry a one-time code or a reset link: never stored readable in production, never re-sent. */
export const SECRET_TYPES: readonly EmailTypeCode[] = ['otp', 'reset-password'];
export const MAX_ATTEMPTS = 5;
const RETRY_EVERY_MS = 5 * 60_000;
/** Longer than one SMTP attempt can take (10 s connect + 10 s greeting + 20 s socket timeouts). */
const STALE_AFTER_MS = 2 * 60_000;
/** A claimed row says since when in its error column, so a claim left by a dead process can be told apart. */
const CLAIMED = 'retrying since ';

export interface SendOptions {
  /** Variables withheld from the stored copy in production (a code, a reset link). */
  secretVars?: string[];
  headers?: Record<string, string>;
  /** The recipient's language (English when not said): the catalogue's text of it, or an administrator's override. */
  locale?: Locale;
  /**
   * Files sent with the first delivery. The mail log keeps the text only, so a retried mail goes
   * without them: their text must say where the file can be downloaded again.
   */
  attachments?: MailAttachment[];
}

export interface MailService {
  transport: MailTransport['kind'];
  /** CONTACT_INBOX: where enquiries go when no e-mail recipient of type 'contact' is set. */
  contactInbox: string;
  /** Renders, records in email-log and delivers; never throws (a failure is logged and kept for retry). */
  sendTemplate(code: EmailTypeCode, to: string, vars: TemplateVars, options?: SendOptions): Promise<{ status: 'sent' | 'failed'; logId: number }>;
  /**
   * The same, after the reply: for mails nobody waits for (welcome, contact), so a slow or
   * unreachable relay never holds a request. Failures are still recorded for retry.
   */
  sendLater(code: EmailTypeCode, to: string, vars: TemplateVars, options?: Omit<SendOptions, 'secretVars'>): void;
  /**
   * The outbox of an act: the mail is written to email-log through `db`, in the act's
   * transaction when `db` is one of `transact` (db/transact.ts), and delivered after the reply
   * once that transaction has committed. A rolled-back act leaves no mail; a process that stops
   * before delivering leaves the row pending, and the retry sweep sends it.
   */
  queue(db: Database, code: EmailTypeCode, to: string, vars: TemplateVars, options?: Omit<SendOptions, 'secretVars'>): Promise<void>;
  /** Resolves when every sendLater mail has been attempted (shutdown and tests). */
  settled(): Promise<void>;
  /**
   * Re-sends non-secret mails that failed, or that a stopped process left pending or claimed
   * (older than STALE_AFTER_MS); returns how many went out. Runs at start and every RETRY_EVERY_MS.
   */
  retryFailed(limit?: number): Promise<number>;
  close(): void;
}

export function createMailService(deps: { db: Database; config: Config; log: FastifyBaseLogger }): MailService {
  const { db, config, log } = deps;
  const transport = createMailTransport(config);
  const production = config.nodeEnv === 'production';

  async function attempt(
    logId: number,
    to: string,
    subject: string,
    text: string,
    previousAttempts: number,
    headers?: Record<string, string>,
    attachments?: MailAttachment[],
  ) {
    const sender = await senderAddress(db, config.mailFrom);
    try {
      const result = await transport.deliver({
        ...sender,
        to,
        subject,
        text,
        ...(headers ? { headers } : {}),
        ...(attachments?.length ? { attachments } : {}),
      });
      await db
        .updateTable('emailLog')
        .set({ status: 'sent', attempts: previousAttempts + 1, error: null, sentAt: new Date().toISOString() })
        .where('id', '=', logId)
        .execute();
      // The log line names the message, never its contents: codes and links stay out of logs.
      log.info({ mailId: logId, to: maskEmail(to), via: transport.kind, ...(result.file ? { file: result.file } : {}) }, 'mail sent');
      return 'sent' as const;
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await db
        .updateTable('emailLog')
        .set({ status: 'failed', attempts: previousAttempts + 1, error: reason })
        .where('id', '=', logId)
        .execute();
      log.warn({ mailId: logId, to: maskEmail(to), via: transport.kind, err: reason }, 'mail delivery failed');
      return 'failed' as const;
    }
  }

  /** Renders the mail and records it in email-log as pending, through `on` (the act's transaction or the database). */
  async function store(on: Database, code: EmailTypeCode, to: string, vars: TemplateVars, { secretVars = [], headers, locale }: SendOptions) {
    const template = await loadMailText(on, code, locale);
    const all = { siteName: SITE_NAME, ...vars };
    const { subject, body: text } = renderMail(template, all, (field, error) =>
      log.warn(
        { type: code, locale: template.locale, field, err: error },
        "an administrator's override of this mail could not be written out; the catalogue's text was used",
      ),
    );
    // In production the log keeps the mail with its secrets masked; elsewhere the whole text helps debugging.
    const masked = { ...all, ...Object.fromEntries(secretVars.map((name) => [name, '[withheld]'])) };
    const keepSecret = production && SECRET_TYPES.includes(code);
    const stored = keepSecret ? renderMail(template, masked) : { subject, body: text };
    const row = await on
      .insertInto('emailLog')
      .values({
        emailTypeId: template.emailTypeId,
        toAddress: to,
        subject: stored.subject.slice(0, 300),
        body: stored.body,
        status: 'pending',
        attempts: 0,
        error: null,
        createdAt: new Date().toISOString(),
        sentAt: null,
        headers: headers ? JSON.stringify(headers) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { logId: row.id, subject, text };
  }

  const pending = new Set<Promise<unknown>>();
  /** A mail going out in the background: awaited by settled(), its failure logged (never a rejection nobody handles). */
  const track = (task: Promise<unknown>, code: EmailTypeCode, to: string) => {
    const kept: Promise<unknown> = task
      .catch((error) => log.error({ type: code, to: maskEmail(to), err: error instanceof Error ? error.message : String(error) }, 'mail could not be prepared'))
      .finally(() => pending.delete(kept));
    pending.add(kept);
  };

  const service: MailService = {
    transport: transport.kind,
    contactInbox: config.contactInbox,
    async sendTemplate(code, to, vars, options = {}) {
      const mail = await store(db, code, to, vars, options);
      return { status: await attempt(mail.logId, to, mail.subject, mail.text, 0, options.headers, options.attachments), logId: mail.logId };
    },
    sendLater(code, to, vars, options = {}) {
      track(service.sendTemplate(code, to, vars, options), code, to);
    },
    async queue(on, code, to, vars, options = {}) {
      const mail = await store(on, code, to, vars, options);
      await afterCommit(on, () => track(attempt(mail.logId, to, mail.subject, mail.text, 0, options.headers, options.attachments), code, to));
    },
    async settled() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
    async retryFailed(limit = 20) {
      const staleBefore = new Date(Date.now() - STALE_AFTER_MS).toISOString();
      const rows = await db
        .selectFrom('emailLog')
        .leftJoin('emailType', 'emailType.id', 'emailLog.emailTypeId')
        .select([
          'emailLog.id',
          'emailLog.toAddress',
          'emailLog.subject',
          'emailLog.body',
          'emailLog.attempts',
          'emailLog.status',
          'emailLog.error',
          'emailLog.headers',
          'emailType.code',
        ])
        .where('emailLog.attempts', '<', MAX_ATTEMPTS)
        .where((eb) =>
          eb.or([
            eb('emailLog.status', '=', 'failed'),
            // Accepted, but the process stopped before the first attempt finished.
            eb.and([eb('emailLog.status', '=', 'pending'), eb('emailLog.createdAt', '<', staleBefore)]),
            // Claimed for a retry by a process that stopped before finishing it.
            eb.and([
              eb('emailLog.status', '=', 'retrying'),
              eb.or([eb('emailLog.error', 'is', null), eb('emailLog.error', 'not like', `${CLAIMED}%`), eb('emailLog.error', '<', `${CLAIMED}${staleBefore}`)]),
            ]),
          ]),
        )
        .orderBy('emailLog.id')
        .limit(limit)
        .execute();
      let sent = 0;
      for (const row of rows) {
        const unchanged = db
          .updateTable('emailLog')
          .where('id', '=', row.id)
          .where('status', '=', row.status)
          .where('error', row.error === null ? 'is' : '=', row.error);
        // A code or link mail is not re-sent: it has expired by now and the member asks again.
        if (!row.body || SECRET_TYPES.includes(row.code as EmailTypeCode)) {
          if (row.status !== 'failed')
            await unchanged.set({ status: 'failed', error: 'Interrupted before delivery; one-time codes and links are not re-sent.' }).execute();
          continue;
        }
        // Claim the row first, so two API instances retrying at once send it once.
        const claim = await unchanged.set({ status: 'retrying', error: `${CLAIMED}${new Date().toISOString()}` }).executeTakeFirst();
        if (Number(claim.numUpdatedRows) !== 1) continue;
        const headers = row.headers ? (JSON.parse(row.headers) as Record<string, string>) : undefined;
        if ((await attempt(row.id, row.toAddress, row.subject, row.body, row.attempts, headers)) === 'sent') sent++;
      }
      return sent;
    },
    close: () => {
      clearInterval(retryTimer);
      clearTimeout(startSweep);
      transport.close();
    },
  };
  // Unsent mail is retried from the database at start (what a stopped process left) and every few
  // minutes; unref'd so the timers never keep a process alive.
  const sweep = () => {
    service.retryFailed().catch((error) => log.warn({ err: error instanceof Error ? error.message : String(error) }, 'mail retry failed'));
  };
  const startSweep = setTimeout(sweep, 0);
  const retryTimer = setInterval(sweep, RETRY_EVERY_MS);
  startSweep.unref();
  retryTimer.unref();
  return service;
}
