import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMembers } from '../../src/server/db/seeds/demo.seed.ts';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { tokenFor } from '../factories/sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  await seedDemoMembers(t.db, 12, 5);
});
afterAll(() => t.close());

describe('demo members', () => {
  it("have one progress figure: the dashboard's equals My Profile's", async () => {
    const users = await t.db.selectFrom('users').select(['id', 'email']).where('email', 'like', 'demo%').where('isVerified', '=', 1).limit(4).execute();
    expect(users.length).toBeGreaterThan(0);
    for (const user of users) {
      const token = await tokenFor(t, String(user.email));
      const summary = await call(t.app, 'GET', '/Dashboard/GetUserMatchingSummaryAsync', { token });
      const profile = await call(t.app, 'GET', `/user-detail/GetUserProfileAsync/${user.id}`, { token });
      expect(summary.status).toBe(200);
      expect(profile.status).toBe(200);
      expect(summary.body.response.profileProgress).toBe(profile.body.response.completeness);
    }
  });
});
