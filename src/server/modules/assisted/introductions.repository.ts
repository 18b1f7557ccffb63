import type { Database } from '../../db/database.ts';
import { ageOn, isEliteMember } from '../discovery/index.ts';
import { badgesOf } from '../photos/index.ts';
import type { Badge } from '../../../shared/schemas/badges.ts';
import type { Introduction, IntroductionPerson, Meeting } from '../../../shared/schemas/assisted-introductions.ts';

/** The SQL of introductions and meetings, and the replies as each reader may see them. */
export const INTRODUCTION_COLUMNS = [
  'assistedIntroduction.id',
  'assistedIntroduction.managerUserId',
  'assistedIntroduction.memberUserId',
  'assistedIntroduction.otherUserId',
  'assistedIntroduction.otherManagerUserId',
  'assistedIntroduction.shortlistItemId',
  'assistedIntroduction.message',
  'assistedIntroduction.status',
  'assistedIntroduction.createdAt',
  'assistedIntroduction.answeredAt',
  'assistedIntroduction.answeredByUserId',
] as const;

export const introductions = (db: Database) => db.selectFrom('assistedIntroduction').select(INTRODUCTION_COLUMNS);
export type IntroductionRow = Awaited<ReturnType<ReturnType<typeof introductions>['executeTakeFirstOrThrow']>>;

export const introductionOf = (db: Database, id: number) => introductions(db).where('id', '=', id).executeTakeFirst();

const MEETING_COLUMNS = [
  'id',
  'introductionId',
  'proposedByUserId',
  'startsAt',
  'durationMinutes',
  'mode',
  'place',
  'status',
  'memberConfirmedAt',
  'otherConfirmedAt',
  'heldAt',
  'createdAt',
  'updatedAt',
] as const;
export const meetingOf = (db: Database, id: number) => db.selectFrom('assistedMeeting').select(MEETING_COLUMNS).where('id', '=', id).executeTakeFirst();
export type MeetingRow = NonNullable<Awaited<ReturnType<typeof meetingOf>>>;

/** How the reader stands to an introduction: its member or their manager, the other member or theirs. */
export type Side = 'member' | 'other' | 'manager' | 'other-manager';

/** The reader: a member (or a family helper reading for them), or a manager. */
export interface Reader {
  userId: number;
  /** A family helper reads; only the member acts. */
  helper: boolean;
}

interface PersonFacts {
  userId: number;
  fullName: string;
  gender: string | null;
  dob: string | null;
  city: string | null;
  profileCode: string | null;
  email: string;
  mobile: string;
  badges: Badge[];
}

async function peopleOf(db: Database, ids: number[]): Promise<Map<number, PersonFacts>> {
  if (!ids.length) return new Map();
  const [rows, badges] = await Promise.all([
    db
      .selectFrom('users as u')
      .leftJoin('profile as p', 'p.userId', 'u.id')
      .leftJoin('gender as g', 'g.id', 'p.genderId')
      .select(['u.id', 'u.name', 'u.email', 'u.mobile', 'u.profileCode', 'p.fullName', 'p.dob', 'p.city', 'g.code as gender'])
      .where('u.id', 'in', ids)
      .execute(),
    badgesOf(db, ids),
  ]);
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        userId: Number(r.id),
        fullName: (r.fullName ?? r.name).trim(),
        gender: r.gender ?? null,
        dob: r.dob ?? null,
        city: r.city ?? null,
        profileCode: r.profileCode ?? null,
        email: r.email,
        mobile: r.mobile,
        badges: badges.get(Number(r.id)) ?? [],
      },
    ]),
  );
}

/** "Ananya Rao" → "A. R.": an Elite member as the other side sees her before accepting. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((part) => `${[...part][0]!.toUpperCase()}.`)
    .join(' ');

function personCard(facts: PersonFacts | undefined, confidential: boolean, today: Date): IntroductionPerson {
  if (!facts) return { userId: 0, name: '—', gender: null, age: null, city: null, profileCode: null, confidential: true, badges: [] };
  const first = facts.fullName.split(/\s+/)[0] ?? facts.fullName;
  return {
    userId: facts.userId,
    name: confidential ? initialsOf(facts.fullName) : first,
    gender: facts.gender,
    age: facts.dob ? ageOn(facts.dob, today) : null,
    city: confidential ? null : facts.city,
    profileCode: confidential ? null : facts.profileCode,
    confidential,
    badges: facts.badges,
  };
}

export function sideOf(row: IntroductionRow, reader: number, managerOf: (memberId: number) => number | null): Side | null {
  if (row.memberUserId === reader) return 'member';
  if (row.otherUserId === reader) return 'other';
  if (managerOf(row.memberUserId) === reader) return 'manager';
  if (managerOf(row.otherUserId) === reader) return 'other-manager';
  return null;
}

/** The current manager of each of these members (their assisted request), if any. */
export async function managersOf(db: Database, memberIds: number[]): Promise<Map<number, number>> {
  if (!memberIds.length) return new Map();
  const rows = await db
    .selectFrom('assistedMember')
    .select(['userId', 'managerUserId'])
    .where('userId', 'in', memberIds)
    .where('managerUserId', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [Number(r.userId), Number(r.managerUserId)]));
}

const OPEN_MEETING = new Set(['proposed', 'confirmed']);

/** The introductions as this reader may see them, each with its meetings and the feedback the reader may read. */
export async function introductionReplies(db: Database, rows: IntroductionRow[], reader: Reader, now = new Date()): Promise<Introduction[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const memberIds = [...new Set(rows.flatMap((r) => [r.memberUserId, r.otherUserId]))];
  const [people, managers, meetings, feedback, managerNames] = await Promise.all([
    peopleOf(db, memberIds),
    managersOf(db, memberIds),
    db.selectFrom('assistedMeeting').select(MEETING_COLUMNS).where('introductionId', 'in', ids).orderBy('id', 'desc').execute(),
    db
      .selectFrom('assistedMeetingFeedback as f')
      .innerJoin('assistedMeeting as m', 'm.id', 'f.meetingId')
      .select(['f.meetingId', 'f.userId', 'f.text', 'f.createdAt'])
      .where('m.introductionId', 'in', ids)
      .orderBy('f.id')
      .execute(),
    db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', 'in', [...new Set(rows.flatMap((r) => [r.managerUserId, r.otherManagerUserId]).filter((v): v is number => v !== null))].concat([0]))
      .execute(),
  ]);
  const managerName = (id: number | null) => (id === null ? null : (managerNames.find((m) => Number(m.id) === id)?.name ?? null));
  const elite = new Map<number, boolean>();
  for (const id of new Set(rows.map((r) => r.memberUserId))) elite.set(id, await isEliteMember(db, id, now.toISOString()));
  const out: Introduction[] = [];
  for (const row of rows) {
    const side = sideOf(row, reader.userId, (m) => managers.get(m) ?? null);
    if (!side) continue;
    const accepted = row.status === 'accepted';
    const otherSide = side === 'other' || side === 'other-manager';
    const confidential = otherSide && !accepted && elite.get(row.memberUserId) === true;
    const isMember = side === 'member' || side === 'other';
    const isManager = side === 'manager';
    const theirMeetings = meetings
      .filter((m) => m.introductionId === row.id)
      .map((m): Meeting => {
        const mine = side === 'member' ? m.memberConfirmedAt : side === 'other' ? m.otherConfirmedAt : null;
        const said = feedback.filter((f) => f.meetingId === m.id);
        const seen = isMember ? said.filter((f) => f.userId === reader.userId) : said;
        return {
          id: m.id,
          introductionId: m.introductionId,
          startsAt: m.startsAt,
          durationMinutes: m.durationMinutes,
          mode: m.mode,
          place: m.place,
          status: m.status,
          memberConfirmedAt: m.memberConfirmedAt,
          otherConfirmedAt: m.otherConfirmedAt,
          heldAt: m.heldAt,
          canConfirm: isMember && !reader.helper && m.status === 'proposed' && mine === null,
          canFeedback: isMember && !reader.helper && m.status === 'held' && !said.some((f) => f.userId === reader.userId),
          canClose: isManager && OPEN_MEETING.has(m.status),
          canHold: isManager && m.status === 'confirmed' && Date.parse(m.startsAt) <= now.getTime(),
          feedback: seen.map((f) => ({
            byUserId: f.userId,
            name: personCard(people.get(f.userId), false, now).name,
            text: f.text,
            createdAt: f.createdAt,
          })),
        };
      });
    const other = people.get(row.otherUserId);
    out.push({
      id: row.id,
      status: row.status,
      message: row.message,
      createdAt: row.createdAt,
      answeredAt: row.answeredAt,
      managerName: managerName(row.managerUserId) ?? '—',
      otherManagerName: managerName(row.otherManagerUserId),
      side,
      member: personCard(people.get(row.memberUserId), confidential, now),
      other: personCard(other, false, now),
      canAnswer: row.status === 'pending' && ((side === 'other' && !reader.helper) || side === 'other-manager'),
      canWithdraw: row.status === 'pending' && isManager,
      canPropose: accepted && isManager && !theirMeetings.some((m) => OPEN_MEETING.has(m.status)),
      // A manager sees the contact details of their own members, and of a member who accepted their introduction.
      contact: accepted && isManager && other ? { email: other.email, mobile: other.mobile } : null,
      meetings: theirMeetings,
    });
  }
  return out;
}
