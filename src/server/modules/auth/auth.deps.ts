import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import { secretsFor } from '../../lib/secrets.ts';
import { createMailService, type MailService } from '../mail/mail.service.ts';
import { createSmsService, type SmsService } from '../sms/sms.service.ts';
import type { SubjectLimiter } from './auth.limits.ts';

/** What the account services need, built once per app (tests run several apps in one process). */
export interface AuthDeps {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  mail: MailService;
  sms: SmsService;
  /** HMAC key for one-time codes (SIGNING_KEY, or the key generated into DATA_DIR/secrets). */
  codeKey: Buffer;
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

export function createAuthDeps(db: Database, config: Config, log: FastifyBaseLogger, codeSends: SubjectLimiter): AuthDeps {
  return {
    db,
    config,
    log,
    mail: createMailService({ db, config, log }),
    sms: createSmsService(config, log, undefined, db),
    codeKey: secretsFor(config).signingKey,
    background: createBackground(log),
    codeSends,
  };
}

/**
 * The account services of the app that owns a database handle: the API runs in an encapsulated
 * plugin, so a decoration would not reach the root instance that tests and shutdown hold.
 */
const byDatabase = new WeakMap<object, AuthDeps>();
export const bindAuthDeps = (db: Database, deps: AuthDeps) => byDatabase.set(db, deps);
export const authDepsFor = (db: object): AuthDeps | undefined => byDatabase.get(db);
