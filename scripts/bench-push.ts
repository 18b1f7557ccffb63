// `npm run bench:push`: push notifications sent per second by one instance
// (docs/decisions/069-push-notifications.md). It seeds BENCH_MEMBERS demo members (200), each with
// one device subscribed at a stand-in push service (tests/helpers/push-service.ts) running in a
// process of its own on loopback, which checks each request's VAPID signature and decrypts its
// payload as a browser's push service and browser would. Then it hands the server's push sender
// (the one a running instance subscribes to its events) BENCH_PUSHES "message.sent" events
// (2,000), BENCH_CONCURRENCY at a time (32), each for a member of the pool from another: a first
// name read, the quiet hours and devices read, the payload encrypted and signed, and the HTTPS
// request answered. It stops after BENCH_PUSHES or BENCH_SECONDS (60), whichever comes first, and
// prints pushes per second, with the stand-in's count of pushes it accepted. Exits 1 when the
// stand-in refused any push or fewer arrived than were sent. SQLite, and PostgreSQL too when
// DATABASE_URL is set (BENCH_DATABASES=sqlite or postgres for one).
import https from 'node:https';
import readline from 'node:readline';
import { spawn } from 'node:child_process';
import webpush from 'web-push';
import { createInProcessEventBus, type StoredEvent } from '../src/server/lib/events/events.ts';
import { subscribePush } from '../src/server/modules/push/index.ts';
import { startPushService } from '../tests/helpers/push-service.ts';
import { benchDatabase } from './bench-database.ts';
import { seedBenchMembers } from './bench-members.ts';

const num = (name: string, fallback: number) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
};

interface Ready {
  base: string;
  certificate: string;
  devices: Array<{ endpoint: string; keys: { p256dh: string; auth: string } }>;
}

// The stand-in push service's own process: it prints its address, certificate and devices, then
// answers "count" on its input with what it accepted and refused, and ends with its input.
if (process.argv.includes('--push-service')) {
  const service = await startPushService(() => process.env.BENCH_VAPID_PUBLIC_KEY ?? '');
  const devices = Array.from({ length: num('BENCH_MEMBERS', 200) }, () => {
    const d = service.device();
    return { endpoint: d.endpoint, keys: d.keys };
  });
  console.log(JSON.stringify({ base: service.base, certificate: service.certificate, devices } satisfies Ready));
  const input = readline.createInterface({ input: process.stdin });
  input.on('line', () => console.log(JSON.stringify({ received: service.received.length, refused: service.refused.length })));
  input.on('close', () => void service.close().then(() => process.exit(0)));
} else {
  const memberCount = num('BENCH_MEMBERS', 200);
  const pushCount = num('BENCH_PUSHES', 2000);
  const concurrency = num('BENCH_CONCURRENCY', 32);
  const seconds = num('BENCH_SECONDS', 60);
  const keys = webpush.generateVAPIDKeys();

  const child = spawn(process.execPath, [...process.execArgv, new URL(import.meta.url).pathname, '--push-service'], {
    env: { ...process.env, BENCH_VAPID_PUBLIC_KEY: keys.publicKey, BENCH_MEMBERS: String(memberCount) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const waiting: Array<(line: string) => void> = [];
  lines.on('line', (line) => waiting.shift()?.(line));
  const nextLine = (seconds: number) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the stand-in push service did not answer within ${seconds} s`)), seconds * 1000);
      waiting.push((line) => {
        clearTimeout(timer);
        resolve(line);
      });
    });
  const counts = async () => {
    child.stdin!.write('count\n');
    return JSON.parse(await nextLine(30)) as { received: number; refused: number };
  };

  let failed = false;
  const rows: string[] = [];
  try {
    // Its start (the TypeScript loader, a certificate) takes a while on busy cores.
    const ready = JSON.parse(await nextLine(120)) as Ready;
    // The stand-in's certificate is trusted by this process's HTTPS requests, as a push service's is.
    const trusted = https.globalAgent.options.ca;
    https.globalAgent.options.ca = [...(Array.isArray(trusted) ? trusted : trusted ? [trusted] : []), ready.certificate];

    const wanted = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
    const targets: Array<string | null> = [
      ...(wanted.includes('sqlite') ? [null] : []),
      ...(process.env.DATABASE_URL && wanted.includes('postgres') ? [process.env.DATABASE_URL] : []),
    ];
    for (const base of targets) {
      const name = base ? 'PostgreSQL' : 'SQLite';
      const { config, db, dispose } = await benchDatabase(base, 'bench-push');
      try {
        await seedBenchMembers(db, memberCount);
        const ids = (await db.selectFrom('profile').select('userId').orderBy('userId').limit(memberCount).execute()).map((r) => Number(r.userId));
        const at = new Date().toISOString();
        await db
          .insertInto('pushSubscription')
          .values(
            ids.map((userId, i) => ({
              userId,
              endpoint: ready.devices[i].endpoint,
              ...ready.devices[i].keys,
              interests: 1,
              acceptances: 1,
              messages: 1,
              calls: 1,
              language: ['en', 'hi', 'ta'][i % 3],
              createdAt: at,
              updatedAt: at,
            })),
          )
          .execute();

        let errors = 0;
        const bus = createInProcessEventBus();
        const pushing = subscribePush(bus, {
          db,
          keys,
          subject: config.vapid.subject,
          // The stand-in push service listens on loopback.
          loopbackForTests: true,
          onError: (error) => {
            if (errors++ === 0) console.log(`  a push failed: ${error instanceof Error ? error.message : String(error)}`);
          },
        });
        let eventId = 0;
        const event = (i: number): StoredEvent => ({
          id: ++eventId,
          type: 'message.sent',
          actorId: ids[(i + 1) % ids.length],
          recipientId: ids[i % ids.length],
          data: { messageId: i },
          createdAt: new Date().toISOString(),
        });
        // A warm-up: connections, the first statements, the JIT.
        for (let i = 0; i < Math.min(50, pushCount); i++) await bus.announce(db, event(i));
        await pushing.settled();
        const before = await counts();

        const started = performance.now();
        const deadline = started + seconds * 1000;
        let sent = 0;
        while (sent < pushCount && performance.now() < deadline) {
          const wave = Math.min(concurrency, pushCount - sent);
          for (let i = 0; i < wave; i++) await bus.announce(db, event(sent + i));
          await pushing.settled();
          sent += wave;
        }
        const elapsed = (performance.now() - started) / 1000;
        pushing.stop();
        const after = await counts();
        const accepted = after.received - before.received;
        const refused = after.refused - before.refused;
        if (refused > 0 || accepted < sent || errors > 0) failed = true;
        rows.push(
          `| ${name} | ${memberCount} | ${concurrency} | ${sent} | ${accepted} | ${refused + errors} | ${elapsed.toFixed(1)} | ${Math.round(accepted / elapsed)} |`,
        );
      } finally {
        await dispose();
      }
    }
  } finally {
    child.stdin!.end();
  }
  console.log(`\nPushes sent by one instance to a stand-in push service on loopback (VAPID-signed, aes128gcm)\n`);
  console.log('| database | devices | at a time | handed | accepted | failed | seconds | pushes/s |');
  console.log('|---|---|---|---|---|---|---|---|');
  console.log(rows.join('\n'));
  process.exit(failed ? 1 : 0);
}
