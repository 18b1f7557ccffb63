import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../../src/server/config/config.ts';
import { prepareDatabase } from '../../src/server/db/prepare.ts';
import { sqliteFileOf } from '../../src/server/db/open.ts';

/** The seeded administrator of every test app. */
export const ADMIN_EMAIL = 'admin@test.example.in';
export const ADMIN_PASSWORD = 'Admin-Password-123';

/** The settings a test app starts from (and that the template database is prepared with). */
export const BASE_ENV = { NODE_ENV: 'test', STATIC_DIR: 'none', ADMIN_EMAIL, ADMIN_PASSWORD } as const;

/**
 * Settings that change what a fresh database is seeded with (seeds/seed.ts): an app given one of
 * these is prepared from nothing, every other app starts from a copy of the template.
 */
export const SEEDED_FROM = ['MAIL_FROM', 'CONTACT_INBOX', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'ADMIN_NAME'] as const;

/** Where the run's migrated and seeded database waits to be copied, per database kind. */
export interface DatabaseTemplate {
  sqliteFile: string;
  /** A PostgreSQL database (on TEST_DATABASE_URL's server) to create each app's database from. */
  pgDatabase: string | null;
}

/** Runs the statements one after another (each its own transaction) on one connection. */
export async function runOn(url: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The same server address with another database name. */
export function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

/**
 * Migrates and seeds one database per run, so each of the hundred test apps copies a ready
 * database instead of running every migration and seed again (most of an app's start-up, and on
 * PostgreSQL seconds of DDL each).
 */
export async function buildTemplate(pgUrl: string | undefined): Promise<{ template: DatabaseTemplate; remove: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-template-'));
  const sqlite = loadConfig({ ...BASE_ENV, DATA_DIR: dataDir });
  await (await prepareDatabase(sqlite)).db.destroy();
  let pgDatabase: string | null = null;
  if (pgUrl) {
    pgDatabase = `${new URL(pgUrl).pathname.slice(1)}_template_${randomBytes(4).toString('hex')}`;
    await runOn(pgUrl, `create database ${pgDatabase}`);
    const config = loadConfig({ ...BASE_ENV, DATA_DIR: dataDir, DATABASE_URL: withDatabase(pgUrl, pgDatabase) });
    await (await prepareDatabase(config)).db.destroy();
  }
  const template = { sqliteFile: sqliteFileOf(sqlite), pgDatabase };
  return {
    template,
    async remove() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (pgUrl && pgDatabase) await runOn(pgUrl, `drop database if exists ${pgDatabase} with (force)`);
    },
  };
}
