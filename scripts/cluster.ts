// `npm run cluster`: the site and two API instances behind nginx on this machine, no containers
// (docs/deploy.md, docs/decisions/033-cluster-layout-and-drain.md). It builds nothing: it serves
// the dist/ and runs the dist-server/ that `npm run build` made. Both instances share one
// PostgreSQL database, one Redis (rate limits, live events) and one bucket for uploads, and
// nothing on disk: each has a data folder of its own, and the keys that sign links and encrypt
// documents are given to both (docs/decisions/055-uploads-in-object-storage.md). nginx serves the
// files and balances /api over the instances. Ctrl-C or SIGTERM stops everything it started.
//
//   CLUSTER_PORT (4330)   where nginx listens, HTTPS (HTTP/2 over TLS); the instances take the next two ports
//   TLS_CERT, TLS_KEY     nginx's certificate and key in PEM; default a self-signed one for 127.0.0.1
//                         made once in DATA_DIR/tls (scripts/tls-certificate.ts)
//   DATABASE_URL          default postgres://postgres@127.0.0.1:5432/matrimonial_cluster (made if missing)
//   REDIS_URL             default redis://127.0.0.1:6379
//   DATA_DIR              default ./data/cluster: instance-<port>/ for each instance, s3/ for the
//                         bucket, keys.json for the keys made on the first run
//   UPLOADS (and S3_*)    a bucket of your own; unset, an S3-protocol server (s3rver) started here
//                         on a free loopback port holds the bucket in DATA_DIR/s3
//   SIGNING_KEY, DOCUMENT_KEY, AUDIT_KEY   default: made once and kept in DATA_DIR/keys.json
//   DATABASE_POOL_SIZE    default 4 connections per instance (see below)
//   NGINX                 the nginx binary (default /usr/sbin/nginx, else nginx on the PATH)
//   METRICS_TOKEN         passed to the instances: Prometheus scrapes each one's /metrics with it
//                         (deploy/prometheus); nginx's own counters are at /nginx_status, from this
//                         machine only (docs/deploy.md, "Metrics")
// An instance that stops by itself (a crash, a kill) is started again after a second.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import S3rver from 's3rver';
import { http2Client } from './http2-client.ts';
import { renderNginxSite, writeNginxConf } from './nginx-site.ts';
import { loopbackCertificate } from './tls-certificate.ts';
import { serverCommand } from './server-command.mjs';
import { SERVER_MAIN, serverIsCurrent } from './site-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const fail = (message: string): never => {
  console.error(`\n  ${message}\n`);
  process.exit(1);
};

if (!fs.existsSync(path.join(dist, 'index.html')))
  fail(`The built site is missing (${path.relative(root, dist)}/index.html). npm run cluster builds nothing: run \`npm run build\` first.`);
// The instances run the compiled server: one older than the server's sources would run other code
// than the repository holds.
if (!serverIsCurrent())
  fail(
    `The compiled server (${SERVER_MAIN}) is missing or older than its sources. npm run cluster builds nothing: run \`npm run build\` (or \`npm run build:server\`) first.`,
  );
const nginx =
  process.env.NGINX ?? (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim());
if (!nginx) fail('nginx is not installed (Debian: apt-get install nginx), or set NGINX to its path.');

const port = Number(process.env.CLUSTER_PORT ?? 4330);
const apiPorts = [port + 1, port + 2];
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/matrimonial_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data/cluster');
const prefix = fs.mkdtempSync('/tmp/matrimonial-cluster-');
fs.chmodSync(prefix, 0o755); // nginx's workers run as nobody when started by root
const site = `https://127.0.0.1:${port}`;
const tls =
  process.env.TLS_CERT && process.env.TLS_KEY
    ? { cert: path.resolve(process.env.TLS_CERT), key: path.resolve(process.env.TLS_KEY) }
    : loopbackCertificate(path.join(dataDir, 'tls'));

/** The database named in DATABASE_URL, made when the server has none of that name. */
async function ensureDatabase(url: string) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect().catch((error: Error) => fail(`PostgreSQL is not reachable at ${admin.host} (${error.message}); set DATABASE_URL.`));
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) {
      await client.query(`create database "${name.replace(/"/g, '""')}"`);
      console.log(`  created the database ${name}`);
    }
  } finally {
    await client.end();
  }
}

async function ensureRedis(url: string) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false });
  await redis.connect().catch((error: Error) => fail(`Redis is not reachable at ${url} (${error.message}); set REDIS_URL.`));
  redis.disconnect();
}

/**
 * The keys both instances sign links and encrypt documents with: from the environment, else made
 * on the first run and kept beside the cluster's data, so links and documents outlive a restart.
 */
function clusterKeys(): { SIGNING_KEY: string; DOCUMENT_KEY: string; AUDIT_KEY: string } {
  const file = path.join(dataDir, 'keys.json');
  const kept = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { SIGNING_KEY: string; DOCUMENT_KEY: string; AUDIT_KEY?: string }) : null;
  const keys = {
    SIGNING_KEY: process.env.SIGNING_KEY ?? kept?.SIGNING_KEY ?? randomBytes(32).toString('hex'),
    DOCUMENT_KEY: process.env.DOCUMENT_KEY ?? kept?.DOCUMENT_KEY ?? randomBytes(32).toString('hex'),
    // Every instance appends to one audit chain: all of them need the same key.
    AUDIT_KEY: process.env.AUDIT_KEY ?? kept?.AUDIT_KEY ?? randomBytes(32).toString('hex'),
  };
  if (!kept?.AUDIT_KEY) fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

let bucketServer: S3rver | null = null;
/** The bucket the instances share: UPLOADS as set, else one on an S3-protocol server started here. */
async function uploadsBucket(): Promise<Record<string, string>> {
  if (process.env.UPLOADS) return {};
  const directory = path.join(dataDir, 's3');
  fs.mkdirSync(directory, { recursive: true });
  bucketServer = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'matrimonial', configs: [] }] });
  const { port: s3Port } = await bucketServer.run();
  return {
    UPLOADS: 's3://matrimonial/uploads',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
}

let shared: Record<string, string> = {};
const children = new Set<ChildProcess>();
let stopping = false;

function startInstance(apiPort: number): Promise<ChildProcess> {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    // The labelled test payments, as `npm start` does; the keys and the bucket come from `shared`.
    QUICK_START: 'true',
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    STATIC_DIR: 'none',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    // Few connections each: PostgreSQL shares this machine's cores with the instances, and a
    // query waiting its turn in the instance's pool costs less than one more backend taking turns
    // for a core. Under bench:cluster at full size, 4 per instance served 900-950 requests a second
    // with messages at p99 195-237 ms; 20 (the default for one process) 795-858 and 364-578 ms;
    // 2 were too few (741), as a message's transaction holds one while a match page reads three
    // at once.
    DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? '4',
    // An instance restarted under load runs its members' paths before nginx can send it any
    // (src/server/warm-up.ts).
    WARM_UP_MS: process.env.WARM_UP_MS ?? '2000',
    // A data folder of its own: nothing the instances share is on a disk.
    DATA_DIR: path.join(dataDir, `instance-${apiPort}`),
    ...shared,
    // The SDK's notice that its 2027 releases need Node 22 (docs/deploy.md), once per start.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    SITE_URL: site,
    // Only nginx, on this machine's loopback address, is believed about the client's address.
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  // Instances that serve many requests a second: a larger young generation for fewer collections.
  const child = spawn(process.execPath, serverCommand(16), { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  children.add(child);
  console.log(`  API instance 127.0.0.1:${apiPort} is pid ${child.pid}`);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk;
    for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`  [api ${apiPort}] ${line.trim()}`);
  });
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (stopping) return;
    // As a service manager would: the other instance takes the traffic meanwhile.
    console.log(`  [api ${apiPort}] stopped (${signal ?? `exit ${code}`}); nginx sends its requests to the other instance, restarting it in 1 s`);
    setTimeout(() => {
      if (stopping) return;
      startInstance(apiPort).then(
        () => console.log(`  [api ${apiPort}] restarted and healthy`),
        (error: Error) => console.error(`  [api ${apiPort}] did not restart: ${error.message}`),
      );
    }, 1000);
  });
  // Ready: its database answers and it is not draining (GET /api/health/ready, docs/deploy.md).
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = async () => {
      if (child.exitCode !== null) return reject(new Error(`the instance on ${apiPort} exited:\n${output}`));
      const ok = await fetch(`http://127.0.0.1:${apiPort}/api/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return resolve(child);
      if (Date.now() - started > 120_000) return reject(new Error(`the instance on ${apiPort} did not become healthy:\n${output}`));
      setTimeout(() => void check(), 200);
    };
    void check();
  });
}

function startNginx(): ChildProcess {
  const modules = '/usr/lib/nginx/modules';
  const brotli = fs.existsSync(path.join(modules, 'ngx_http_brotli_static_module.so'));
  if (!brotli) console.log("  no brotli module for nginx here: it sends the build's gzip forms only");
  const siteConf = renderNginxSite(fs.readFileSync(path.join(root, 'deploy/nginx/matrimonial.conf.template'), 'utf8'), {
    listen: `127.0.0.1:${port}`,
    tls,
    root: dist,
    upstreams: apiPorts.map((p) => `127.0.0.1:${p}`),
    dashboard: fs.existsSync(path.join(dist, 'dashboard.html')) ? '/dashboard.html' : '/dashboard/index.html',
    brotli,
    proxyParams: path.join(root, 'deploy/nginx/proxy.conf'),
    staticDir: dist,
    cacheDir: path.join(prefix, 'api_cache'),
  });
  writeNginxConf(prefix, siteConf, { brotli, modules });
  const test = spawnSync(nginx, ['-t', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused the generated configuration (${prefix}/nginx.conf):\n${test.stderr}`);
  const child = spawn(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.log(`  nginx stopped (${signal ?? `exit ${code}`}); see ${prefix}/error.log`);
      void stop(1);
    }
  });
  return child;
}

/** SIGTERM to everything started (the instances drain), SIGKILL after 15 s, then exit. */
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\n  stopping: the instances finish their requests in flight, nginx stops');
  const exits = [...children].map(
    (child) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()))),
  );
  for (const child of children) child.kill(child.spawnfile === nginx ? 'SIGQUIT' : 'SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
  }, 15_000);
  await Promise.all(exits);
  clearTimeout(force);
  await bucketServer?.close();
  fs.rmSync(prefix, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

try {
  await ensureDatabase(databaseUrl);
  await ensureRedis(redisUrl);
  fs.mkdirSync(dataDir, { recursive: true });
  shared = { ...clusterKeys(), ...(await uploadsBucket()) };
  // One after the other: the first migrates and seeds the database and makes the keys, the second finds them.
  for (const apiPort of apiPorts) {
    console.log(`  starting the API instance on 127.0.0.1:${apiPort}`);
    await startInstance(apiPort);
  }
  startNginx();
  const nginxClient = http2Client(site, fs.readFileSync(tls.cert));
  for (let i = 0; ; i++) {
    if (
      await nginxClient.fetch('/api/health/ready').then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 100) throw new Error(`nginx does not answer at ${site}; see ${prefix}/error.log`);
    await new Promise((r) => setTimeout(r, 100));
  }
  console.log(
    [
      '',
      `  The site is at ${site}  (nginx → API instances on ${apiPorts.map((p) => `127.0.0.1:${p}`).join(' and ')})`,
      `  HTTP/2 over TLS with the certificate ${path.relative(root, tls.cert) || tls.cert}${process.env.TLS_CERT ? '' : ' (self-signed for this machine: browsers warn once)'}`,
      `  Database ${new URL(databaseUrl).pathname.slice(1)}, Redis ${redisUrl}, uploads in ${shared.UPLOADS ?? process.env.UPLOADS}${bucketServer ? ` (s3rver at ${shared.S3_ENDPOINT})` : ''}, data in ${path.relative(root, dataDir) || dataDir}; nginx files in ${prefix}`,
      `  Metrics: ${process.env.METRICS_TOKEN ? apiPorts.map((p) => `127.0.0.1:${p}/metrics`).join(' and ') + ' (with METRICS_TOKEN)' : 'set METRICS_TOKEN for /metrics on each instance'}; nginx's counters at ${site}/nginx_status`,
      '  The administrator is printed by the first instance above (or set ADMIN_EMAIL and ADMIN_PASSWORD). Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
} catch (error) {
  console.error(`\n  ${error instanceof Error ? error.message : String(error)}\n`);
  await stop(1);
}
