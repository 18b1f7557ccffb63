import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import { secretsFor } from '../../lib/secrets.ts';
import type { MailService } from '../mail/index.ts';
import type { SmsService } from '../sms/index.ts';
import type { SubjectLimiter } from './auth.limits.ts';

/** What the account services need, built once per app at start (plugins/account-services.ts). */
export interface AuthDeps {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  mail: MailService;
  sms: SmsService;
  /** HMAC key for one-time codes (SIGNING_KEY, or the key generated into DATA_DIR/secrets). */
  codeKey: Buffer;
  /** AES-256-GCM keys for the two-step secrets: DOCUMENT_KEY first (seals), then keys being rotated out (still open). */
  sealKeys: Buffer[];
  background: Background;
  /** Caps code sends per account across register, sign-in and resend (SMS costs money and annoys). */
  codeSends: SubjectLimiter;
}

/**
 * Work done after the reply (the reset mail), so its timing cannot tell a known address from an
 * unknown one. Kept in a set so shutdown and tests can wait for it.
 */
export interface Background {
  run(name: string, task: () => Promise<unknown>): void;
  settled(): Promise<void>;
}

export function createBackground(log: FastifyBaseLogger): Background {
  const pending = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const promise = task()
        .catch((error) => log.error({ task: name, err: error instanceof Error ? error.message : String(error) }, 'background task failed'))
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    async settled() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}

/** The app's own database, settings, logger, mail and SMS services, with the account-only parts added. */
export function createAuthDeps(app: Pick<FastifyInstance, 'db' | 'config' | 'log' | 'mail' | 'sms'>, codeSends: SubjectLimiter): AuthDeps {
  return {
    db: app.db,
    config: app.config,
    log: app.log,
    mail: app.mail,
    sms: app.sms,
    codeKey: secretsFor(app.config).signingKey,
    sealKeys: [secretsFor(app.config).documentKey, ...secretsFor(app.config).previousDocumentKeys],
    background: createBackground(app.log),
    codeSends,
  };
}
