import fs from 'node:fs';
import type { FullResult, Reporter, TestCase } from '@playwright/test/reporter';

/**
 * The machine's CPU-seconds spent during each browser test (the browser, the test server,
 * Playwright's worker: every process), summed per spec file and printed at the end, heaviest
 * first. Read from /proc/stat, so it means something only with one worker on an otherwise quiet
 * machine: `E2E_WORKERS=1 npx playwright test --reporter=line,./tests/e2e/cpu-reporter.ts`
 * (docs/measured.md, Test suite). Linux only.
 */
const busySeconds = (): number => {
  const [user, nice, system, , , irq, softirq] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return (user + nice + system + irq + softirq) / 100;
};

interface FileCost {
  cpu: number;
  wall: number;
  tests: number;
}

export default class CpuReporter implements Reporter {
  private readonly started = new Map<string, { cpu: number; at: number }>();
  private readonly files = new Map<string, FileCost>();

  onTestBegin(test: TestCase): void {
    this.started.set(test.id, { cpu: busySeconds(), at: performance.now() });
  }

  onTestEnd(test: TestCase): void {
    const start = this.started.get(test.id);
    if (!start) return;
    const file = test.location.file.replace(/^.*tests\/e2e\//, '');
    const cost = this.files.get(file) ?? { cpu: 0, wall: 0, tests: 0 };
    cost.cpu += busySeconds() - start.cpu;
    cost.wall += (performance.now() - start.at) / 1000;
    cost.tests += 1;
    this.files.set(file, cost);
  }

  onEnd(result: FullResult): void {
    const rows = [...this.files].sort(([, a], [, b]) => b.cpu - a.cpu);
    const total = rows.reduce((sum, [, cost]) => sum + cost.cpu, 0);
    console.log(`\nCPU-seconds per spec file (${result.status}): ${total.toFixed(0)} in all, ${rows.length} files`);
    console.log('  CPU-s  wall-s  tests  file');
    for (const [file, cost] of rows) {
      console.log(`${cost.cpu.toFixed(1).padStart(7)} ${cost.wall.toFixed(1).padStart(7)} ${String(cost.tests).padStart(6)}  ${file}`);
    }
  }
}
