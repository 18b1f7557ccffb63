import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { mulberry32, seedDemoMembers } from '../../src/server/db/seeds/demo.seed.ts';
import { addDemoPortraits } from '../../src/server/db/seeds/demo-portraits.ts';
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

  it('mostly have an illustrated portrait that other members see as an approved photo', async () => {
    const members = await t.db.selectFrom('profile').select(['userId', 'genderId']).execute();
    const added = await addDemoPortraits(
      t.db,
      t.dataDir,
      members.map((m) => ({ userId: Number(m.userId), genderId: Number(m.genderId) })),
      mulberry32(9),
      { poolSize: 2 },
    );
    expect(added).toBeGreaterThan(members.length / 2);
    const [viewer, owner] = await t.db
      .selectFrom('users as u')
      .innerJoin('document as d', 'd.userId', 'u.id')
      .select(['u.id', 'u.email'])
      .where('u.isVerified', '=', 1)
      .limit(2)
      .execute();
    const token = await tokenFor(t, String(viewer.email));
    const view = await call(t.app, 'GET', `/user-matrimonial-detail/ViewUserProfileAsync/${owner.id}/${viewer.id}`, { token });
    expect(view.body.response.photoAccess.state).toBe('visible');
    const file = await t.app.inject({ method: 'GET', url: view.body.response.photos[0].thumbUrl });
    expect(file.statusCode).toBe(200);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 240, height: 300 });
  });
});
