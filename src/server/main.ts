// The server's entry point: reads the settings, prepares the database, builds the app (app.ts)
// and listens. It exports nothing; tests and scripts build from app.ts and db/prepare.ts.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config/config.ts';
import { prepareDatabase } from './db/prepare.ts';
import { SITE_NAME } from '../shared/site.ts';
import { tidyUploadScratch } from './modules/documents/index.ts';
import { generatedVapidLines, vapidKeys } from './modules/push/index.ts';
import { warmUp } from './warm-up.ts';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const { db, admin } = await prepareDatabase(config);
  // Stored files need nothing at start: the scheduled sweep looks after them (upload-sweep.ts).
  // With a bucket, the instance's own working folder loses what a stop left there.
  const scratch = config.uploads.kind === 's3' ? await tidyUploadScratch(config) : 0;
  // Before the app reads them: keys generated now are printed once, below.
  const vapid = vapidKeys(config);
  const app = await buildApp({ config, db });
  if (scratch) app.log.warn({ removed: scratch }, 'unfinished uploads removed from the working folder after an unclean stop');
  app.addHook('onClose', async () => {
    await app.events.settled();
    await db.destroy();
  });

  // Drain (docs/decisions/033-cluster-layout-and-drain.md): stop listening and close idle
  // connections, end the event streams with a retry hint (preClose in plugins/events.ts), let the
  // requests in flight finish, then close the database; ten seconds at most.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    clearTimeout(timer);
    // Written in the background (lib/logger.ts): pino's exit handler writes out what is still buffered.
    app.log.info({ signal }, 'stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.ready();
  // A warm-up that fails leaves the process as fast as one without: it listens all the same.
  const rounds = await warmUp(app, config.warmUpMs).catch((err: Error) => (app.log.warn({ err: err.message }, 'warm-up failed'), 0));
  if (rounds) app.log.info({ rounds, ms: config.warmUpMs }, 'warmed up before listening');
  const address = await app.listen({ host: config.host, port: config.port });
  const url = address.replace('[::1]', 'localhost');
  const lines = [
    `\n  ${SITE_NAME} is running at ${url}`,
    `  API: ${url}/api  (OpenAPI docs at ${url}/api/docs)`,
    `  E-mailed links point at ${config.siteUrl}  (set SITE_URL to change)`,
  ];
  if (admin?.generatedPassword)
    lines.push(`  Administrator: ${admin.email} / ${admin.generatedPassword}  (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)`);
  else lines.push(`  Administrator: sign in at ${url}/login with ADMIN_EMAIL${admin ? ` (${admin.email})` : ''} and its password`);
  lines.push('  Two-step sign-in: administrators set it up at their first sign-in (an authenticator app on a phone scans a QR code)');
  if (vapid?.generated) lines.push(...generatedVapidLines(vapid.keys));
  if (config.payments.provider === 'test')
    lines.push(
      `  Payments: TEST PROVIDER — no money is charged${config.nodeEnv === 'production' && !config.quickStart ? ' (PAYMENT_PROVIDER=test on a production server)' : ''}`,
    );
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
