import { expect, request as apiRequest, test, type APIRequestContext } from '@playwright/test';
import { chromiumPath } from '../../../scripts/chromium.mjs';
import { randomBytes } from 'node:crypto';
import { runOn, withDatabase } from '../../helpers/database-template';
import { apiLogin } from '../dashboard/support';
import { bothSeeEnded, coupleOnline, FAKE_MEDIA_ARGS, percentile, videoCall } from './call-steps';
import { CLUSTER_ADMIN, clusterMissing, startCluster, type RunningCluster } from './cluster-process';

/**
 * The same call through `npm run cluster` (docs/product/calls-and-push.md, docs/deploy.md): nginx
 * balances the two members' requests and live streams over two API instances, so the ring, the
 * answer and the signalling cross instances through Redis; each member plays the other's video,
 * and a block during the call ends it on both sides.
 */
// nginx's certificate is the one the run made for this machine (cluster-process.ts), which no browser knows.
test.use({
  ignoreHTTPSErrors: true,
  launchOptions: { executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-quic', ...FAKE_MEDIA_ARGS] },
});

const missing = clusterMissing();
test.skip(missing !== null, `the cluster cannot run here: ${missing}`);
// A database of its own for each run, dropped at the end: the cluster's administrator enrols in
// two-step sign-in on first use, and this run's key is the only one it knows.
const SERVER_URL = process.env.CALLS_CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = `matrimonial_e2e_calls_${randomBytes(4).toString('hex')}`;

let cluster: RunningCluster;
let api: APIRequestContext;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  await runOn(SERVER_URL, `create database ${DATABASE}`);
  cluster = await startCluster(withDatabase(SERVER_URL, DATABASE));
  api = await apiRequest.newContext({ baseURL: cluster.site, ignoreHTTPSErrors: true });
});
test.afterAll(async () => {
  await api?.dispose();
  await cluster?.stop();
  await runOn(SERVER_URL, `drop database if exists ${DATABASE} with (force)`);
});

test('a video call through two instances behind nginx: both videos play; a block ends it on both sides', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await apiLogin(api, CLUSTER_ADMIN.email, CLUSTER_ADMIN.password);
  const { bride, groom, her, him, close } = await coupleOnline(browser, api, admin, cluster.site);
  // The pages, their files and the API came over HTTP/2, as nginx serves them.
  const protocols = await her.evaluate(() => performance.getEntriesByType('resource').map((e) => (e as PerformanceResourceTiming).nextHopProtocol));
  const navigation = await her.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol);
  expect(navigation).toBe('h2');
  expect(protocols.filter((p) => p && p !== 'h2')).toEqual([]);

  const setUp: number[] = [];
  for (let i = 0; i < 3; i++) {
    setUp.push(await videoCall(her, him, bride, groom));
    await him.getByRole('button', { name: 'Hang up' }).click();
    await bothSeeEnded(her, him);
  }
  console.log(`call set-up through the cluster, ${setUp.length} calls: p50 ${percentile(setUp, 50)} ms, p95 ${percentile(setUp, 95)} ms`);

  await videoCall(her, him, bride, groom);
  await him.getByRole('button', { name: 'Block' }).click();
  await him
    .getByRole('dialog', { name: `Block ${bride.fullName}?` })
    .getByRole('button', { name: 'Block' })
    .click();
  await bothSeeEnded(her, him);
  await close();
});
