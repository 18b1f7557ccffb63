import { PDFParse } from 'pdf-parse';
import { simpleParser } from 'mailparser';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { memberSession, tokenFor } from '../factories/sessions.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { paidSubscription, paymentProof } from '../factories/commerce.ts';
import { allMail } from '../helpers/outbox.ts';

// GST tax invoices (docs/product/plans-and-payments.md, docs/decisions/064-gst-tax-invoices.md).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMITS: 'false',
    INVOICE_SELLER_NAME: 'Saptapadi Matchmaking Pvt Ltd',
    INVOICE_SELLER_ADDRESS: '12 MG Road, Pune, Maharashtra 411001',
    INVOICE_SELLER_GSTIN: '27AAPFU0939F1ZV',
  });
});
afterAll(() => t.close());

const stateId = async (name: string) => Number((await t.db.selectFrom('state').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id);

/** A member whose account name is 'Buyer in {state}' and whose profile gives that state. */
async function memberIn(state: string) {
  const m = await createMemberWithProfile(t, {}, { name: `Buyer in ${state}` });
  await t.db
    .updateTable('profile')
    .set({ stateId: await stateId(state) })
    .where('userId', '=', m.userId)
    .execute();
  return m;
}

async function invoiceOf(token: string, subscriptionId: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/Subscription/${subscriptionId}/invoice`, headers: { authorization: `Bearer ${token}` } });
  return res;
}

async function pdfText(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** The PDF's text as poppler's pdftotext reads it: what a reader copies or searches. */
async function popplerText(pdf: Buffer) {
  const file = `${t.dataDir}/invoice-${Date.now()}-${Math.random().toString(36).slice(2)}.pdf`;
  fs.writeFileSync(file, pdf);
  return (await promisify(execFile)('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout;
}

/** The seeded Gold plan (₹2,999): the first plan listed may change as tests add plans. */
const gold = async () => Number((await t.db.selectFrom('subscriptionPlan').select('id').where('pricePaise', '=', 299_900).executeTakeFirstOrThrow()).id);

const invoiceNumbers = async () =>
  (await t.db.selectFrom('taxInvoice').select(['series', 'sequence', 'number']).orderBy('sequence').execute()).map((r) => ({
    ...r,
    sequence: Number(r.sequence),
  }));

describe('the tax invoice of a paid plan', () => {
  it('is a PDF with the seller, the number, SAC, CGST and SGST within the seller state, and the total in words', async () => {
    const m = await memberIn('Maharashtra');
    const subscriptionId = await paidSubscription(t, m.token, await gold());
    const res = await invoiceOf(m.token, subscriptionId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="invoice-MAT-\d{2}-\d{2}-\d{6}\.pdf"$/);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Tax Invoice',
      'Saptapadi Matchmaking Pvt Ltd',
      '12 MG Road, Pune, Maharashtra 411001',
      'GSTIN: 27AAPFU0939F1ZV',
      'Place of supply: 27-Maharashtra',
      'Buyer in Maharashtra',
      '998439',
      '₹2,541.53',
      'CGST @ 9%',
      'SGST @ 9%',
      // 9 % of the taxable value each, equal; the paisa rounding leaves is a line of its own.
      'Round off',
      '−₹0.01',
      '₹2,999.00',
      'Total in words: Two Thousand Nine Hundred Ninety Nine Rupees Only',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('IGST');
    expect(text.match(/₹228\.74/g)).toHaveLength(2);
    expect(text).not.toContain('₹228.73');
    expect(text).toMatch(/Invoice number: MAT\/\d{2}-\d{2}\/\d{6}/);
  });

  it('charges IGST when the member lives in another state, and writes lakh in words', async () => {
    const m = await memberIn('Tamil Nadu');
    const plan = await call(t.app, 'POST', '/SubscriptionPlan/AddSubscriptionPlan', {
      token: await tokenFor(t, ADMIN_EMAIL),
      body: { name: 'Lifetime — 10 years', price: 125000, durationDays: 3650, contactViews: 5000, description: 'For families who want it all' },
    });
    expect(plan.status).toBe(201);
    const subscriptionId = await paidSubscription(t, m.token, plan.body.response.id);
    const text = await pdfText((await invoiceOf(m.token, subscriptionId)).rawPayload);
    expect(text).toContain('Place of supply: 33-Tamil Nadu');
    expect(text).toContain('IGST @ 18%');
    expect(text).toContain('₹1,05,932.20');
    expect(text).toContain('₹19,067.80');
    expect(text).toContain('₹1,25,000.00');
    expect(text).toContain('One Lakh Twenty Five Thousand Rupees Only');
    expect(text).not.toContain('CGST');
  });

  // Names whose vowel signs are drawn before the letter they follow (ि, ெ, ோ) and with conjuncts.
  it.each([
    ['Devanagari', 'प्रिया शर्मा'],
    ['Tamil', 'செல்வி கோபாலகிருஷ்ணன்'],
  ])('prints a member’s %s name under “Billed to” in letters a reader can copy', async (_script, name) => {
    const m = await createMemberWithProfile(t, {}, { name });
    const subscriptionId = await paidSubscription(t, m.token, await gold());
    const res = await invoiceOf(m.token, subscriptionId);
    expect(res.statusCode).toBe(200);
    const lines = (await popplerText(res.rawPayload)).split('\n').map((l) => l.trim());
    expect(lines[lines.indexOf('Billed to') + 1]).toBe(name);
    expect(lines).toContain('Total in words: Two Thousand Nine Hundred Ninety Nine Rupees Only');
  });

  it('is the owner’s only: another member gets 404, an unpaid subscription 409', async () => {
    const owner = await memberSession(t);
    const other = await memberSession(t);
    const subscriptionId = await paidSubscription(t, owner.token);
    expect((await invoiceOf(other.token, subscriptionId)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/Subscription/${subscriptionId}/invoice` })).statusCode).toBe(401);
    const unpaid = await paymentProof(t, owner.token);
    const refused = await invoiceOf(owner.token, unpaid.subscriptionId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This subscription has no tax invoice: it was not paid.');
  });

  it('numbers invoices without gaps across concurrent payments, and a refused payment takes no number', async () => {
    const before = await invoiceNumbers();
    const members = await Promise.all(Array.from({ length: 8 }, () => memberSession(t)));
    const proofs = await Promise.all(members.map((m) => paymentProof(t, m.token)));
    // One proof is sent twice at once: only one of the two records a payment and an invoice.
    const sends = [...members.map((m, i) => ({ m, p: proofs[i] })), { m: members[0], p: proofs[0] }];
    const replies = await Promise.all(
      sends.map(({ m, p }) => call(t.app, 'POST', '/Payment/AddPayment/', { token: m.token, body: { ...p, provider: 'test' } })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(8);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(1);
    const after = await invoiceNumbers();
    expect(after).toHaveLength(before.length + 8);
    const series = after.at(-1)!.series;
    const sequences = after.filter((r) => r.series === series).map((r) => r.sequence);
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, i) => i + 1));
    for (const r of after) expect(r.number).toBe(`MAT/${r.series.slice(2)}/${String(r.sequence).padStart(6, '0')}`);
  });
});

describe('the confirmation mail', () => {
  it('goes out when the paid plan is activated, with the invoice PDF attached', async () => {
    const m = await memberIn('Maharashtra');
    const email = (await t.db.selectFrom('users').select('email').where('id', '=', m.userId).executeTakeFirstOrThrow()).email;
    const subscriptionId = await paidSubscription(t, m.token, await gold());
    const activated = await call(t.app, 'PUT', `/Subscription/${subscriptionId}/activate`, { token: m.token });
    expect(activated.status).toBe(200);
    await t.app.mail.settled();
    const mail = allMail(t.dataDir, email).find((x) => x.to.includes(`<${email}>`) || x.to === email);
    expect(mail, 'a payment mail').toBeTruthy();
    const parsed = await simpleParser(fs.readFileSync(mail!.file));
    expect(parsed.text).toContain('Amount paid: ₹2,999');
    const pdf = parsed.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toMatch(/^invoice-MAT-\d{2}-\d{2}-\d{6}\.pdf$/);
    expect(parsed.subject).toBe('Payment received: your Gold — 3 months plan on Matrimonial');
    const text = await pdfText(pdf!.content);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('Buyer in Maharashtra');
  });
});
