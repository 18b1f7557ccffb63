import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { tokenFor } from '../factories/sessions.ts';

/**
 * The audit log's CSV export (docs/decisions/056-audit-log.md) opened in a spreadsheet: whatever
 * separator the spreadsheet splits on, a value stays one cell and never becomes a formula.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  token = await tokenFor(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

/** The lines of a CSV as a spreadsheet splitting on `separator` reads them (RFC 4180 quoting). */
function spreadsheetCells(csv: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i];
    if (quoted && c === '"' && csv[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted) {
      if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) endCell();
    else if (c === '\r' && csv[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += c;
  }
  return rows;
}

describe('the audit log as CSV', () => {
  const hostile = ['Ravi;=1+1', 'Tab\t=1+1', '+91 98765 43210', '@SUM(A1)', 'line one\r\n=1+1'];

  it.each(hostile)('keeps %j one cell, as text, whether the spreadsheet splits on commas, semicolons or tabs', async (name) => {
    await t.db.updateTable('users').set({ name }).where('email', '=', ADMIN_EMAIL).execute();
    const plan = await call(t.app, 'POST', '/SubscriptionPlan/AddSubscriptionPlan', {
      token,
      body: { name: `Plan ${Math.random().toString(36).slice(2)}`, price: 999, durationDays: 30, contactViews: 10, description: 'x' },
    });
    expect(plan.status).toBe(201);
    const csv = await t.app.inject({ method: 'GET', url: '/api/audit-log.csv', headers: { authorization: `Bearer ${token}` } });
    expect(csv.statusCode).toBe(200);
    const [header, newest] = spreadsheetCells(csv.body, ',');
    expect(newest).toHaveLength(header.length);
    // The name comes back whole, behind the apostrophe that makes a formula start text.
    expect(newest[header.indexOf('actorName')]).toBe(/^[=+\-@\t\r]/.test(name) ? `'${name}` : name);
    for (const separator of [',', ';', '\t']) {
      const cells = spreadsheetCells(csv.body, separator).flat();
      expect(cells.filter((c) => /^[=+\-@]/.test(c))).toEqual([]);
    }
  });
});
