// `npm run bench:first-screen`: sign-in to the dashboard's first numbers on a slow phone's terms
// (scripts/first-screen.ts: 400 kbit/s, 400 ms round trips, 4× CPU), BENCH_RUNS times (3) in
// English, then once unthrottled; the median, each run's milestones and what the first screen
// fetched. Against the built site (npm run build first) on a throwaway server, or BASE_URL with
// BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD.
import os from 'node:os';
import { budgetServer } from './budget-server.mjs';
import { median } from './bench-stats.ts';
import { launchChromium, makeMember, signInToNumbers } from './first-screen.ts';
import type { Locale } from '../src/shared/i18n/locales.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const locale = (process.env.BENCH_LOCALE ?? 'en') as Locale;
const admin = { email: process.env.BENCH_ADMIN_EMAIL ?? 'admin@first-screen.example.in', password: process.env.BENCH_ADMIN_PASSWORD ?? 'First-Screen-Admin-1' };
const server = await budgetServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
const browser = await launchChromium();
try {
  const member = await makeMember(server.url, admin, locale);
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await signInToNumbers(browser, server.url, member, { locale });
    times.push(result.ms);
    const kb = result.fetched.reduce((n, f) => n + f.bytes, 0) / 1024;
    console.log(
      `run ${run + 1}: ${result.ms} ms; sign-in sent ${result.marks.signInSent} ms, dashboard HTML ${result.marks.dashboardHtml} ms, summary sent ${result.marks.summarySent} ms; ` +
        `${result.fetched.length} requests, ${kb.toFixed(1)} KB; ${result.whoAmI} × /api/auth/me`,
    );
    if (run === 0) for (const f of result.fetched) console.log(`    ${(f.bytes / 1024).toFixed(1).padStart(6)} KB ${f.encoding.padEnd(3)} ${f.url}`);
  }
  const fast = await signInToNumbers(browser, server.url, member, { locale, slow: false });
  console.log(
    `\nsign-in to numbers (${locale}), 400 kbit/s, 400 ms, 4× CPU: median ${median(times)} ms of ${runs} (${times.join(' / ')}); unthrottled ${fast.ms} ms; load average ${os.loadavg()[0].toFixed(1)}`,
  );
} finally {
  await browser.close();
  server.stop();
}
