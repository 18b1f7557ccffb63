import { call, type TestApp } from '../helpers/test-app.ts';
import type { MemberOverrides } from './sessions.ts';
import { createMemberWithProfile } from './profiles.ts';

type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;

/**
 * Two members connected through the API, as members connect: a groom's interest, accepted by the
 * bride (what calls and messages need). Account overrides per side, a password for instance.
 */
export async function connectedPair(t: TestApp, groom: MemberOverrides = {}, bride: MemberOverrides = {}): Promise<[Member, Member]> {
  const a = await createMemberWithProfile(t, { genderId: 1 }, groom);
  const b = await createMemberWithProfile(t, { genderId: 2 }, bride);
  const sent = await call(t.app, 'POST', '/interests', { token: a.token, body: { targetUserId: b.userId } });
  if (sent.status !== 201) throw new Error(`the interest answered ${sent.status}: ${JSON.stringify(sent.body.error)}`);
  const accepted = await call(t.app, 'POST', `/interests/${sent.body.response.id}/accept`, { token: b.token, body: {} });
  if (accepted.status !== 200) throw new Error(`the acceptance answered ${accepted.status}: ${JSON.stringify(accepted.body.error)}`);
  return [a, b];
}
