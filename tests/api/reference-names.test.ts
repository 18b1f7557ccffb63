import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { NAMES_KEEP_MS } from '../../src/server/modules/reference/index.ts';
import { ADMIN_EMAIL, call, createTestApp, hearingEachOther, secondInstance, type TestApp } from '../helpers/test-app.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { tokenFor } from '../factories/sessions.ts';
import { TEST_REDIS_URL, redisAnswers } from '../helpers/test-redis.ts';

/**
 * The names of religions, castes, states, occupations and qualifications on members' cards are
 * kept in memory (modules/reference/reference-names.ts). An administrator's renaming shows on the
 * next card: at once on the instance that made it, on the others as soon as the notice crosses
 * Redis, long before what is kept would expire.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A seeker and the one member they match, who works in a new occupation; the administrator's token. */
async function seekerAndMatch(t: TestApp) {
  const at = new Date().toISOString();
  const name = `Weaver ${randomBytes(3).toString('hex')}`;
  const occupationId = Number(
    (await t.db.insertInto('occupation').values({ name, createdAt: at, updatedAt: at }).returning('id').executeTakeFirstOrThrow()).id,
  );
  const religionId = 7;
  const seeker = await createMemberWithProfile(t, {
    genderId: 1,
    age: 31,
    religionId,
    casteId: null,
    prefAgeMin: 40,
    prefAgeMax: 41,
    prefReligionId: religionId,
  });
  const match = await createMemberWithProfile(t, { genderId: 2, age: 40, religionId, casteId: null, occupationId });
  return { seeker, match, occupationId, name, admin: await tokenFor(t, ADMIN_EMAIL) };
}

async function occupationOnCard(app: FastifyInstance, token: string, userId: number) {
  const res = await call(app, 'GET', '/user-matrimonial-detail/match', { token });
  expect(res.status).toBe(200);
  return res.body.response.items.find((i: { userId: number }) => i.userId === userId)?.occupation;
}

async function rename(t: TestApp, admin: string, id: number, name: string) {
  const current = await call(t.app, 'GET', `/occupation-master/${id}`, { token: admin });
  const res = await call(t.app, 'PUT', `/occupation-master/${id}`, { token: admin, body: { ...current.body.response, name } });
  expect(res.status).toBe(200);
}

describe('reference names on cards, on one instance', () => {
  it('show an administrator’s renaming on the next card', async () => {
    const t = await createTestApp({ RATE_LIMITS: 'false' });
    try {
      const { seeker, match, occupationId, name, admin } = await seekerAndMatch(t);
      expect(await occupationOnCard(t.app, seeker.token, match.userId)).toBe(name);
      await rename(t, admin, occupationId, `${name} and dyer`);
      expect(await occupationOnCard(t.app, seeker.token, match.userId)).toBe(`${name} and dyer`);
    } finally {
      await t.close();
    }
  });
});

const redisUp = await redisAnswers('the two-instance reference names test');

describe.skipIf(!redisUp)('reference names on cards, on another instance with Redis', () => {
  it('show a renaming as soon as the notice arrives', async () => {
    const a = await createTestApp({ RATE_LIMITS: 'false', REDIS_URL: TEST_REDIS_URL, LIVE_CHANNEL: `test-names-${randomBytes(5).toString('hex')}` });
    const b = await secondInstance(a);
    try {
      await hearingEachOther(a.app, b.app);
      const { seeker, match, occupationId, name, admin } = await seekerAndMatch(a);
      expect(await occupationOnCard(b.app, seeker.token, match.userId)).toBe(name);
      const renamedAt = Date.now();
      await rename(a, admin, occupationId, `Master ${name}`);
      while ((await occupationOnCard(b.app, seeker.token, match.userId)) !== `Master ${name}`) {
        if (Date.now() - renamedAt > NAMES_KEEP_MS / 4) throw new Error('the other instance still shows the old name');
        await sleep(20);
      }
    } finally {
      await b.close();
      await a.close();
    }
  });
});
