import type { Database } from '../../db/database.ts';
import { ROLE_IDS } from '../../../shared/constants.ts';
import { SPEED_SERVICES, type ServiceSpeedReport, type SpeedService } from '../../../shared/schemas/service-speed.ts';

/**
 * The "faster" measure (docs/product/assisted-service.md, "How much faster"): per service, the
 * median days from joining to a first connection (an accepted interest, either way, or an
 * accepted introduction, either side) and to a first meeting held, each with the number of
 * members it is computed from. Nothing is estimated: a member who has not reached a step is not
 * in that step's median, and a service nobody reached a step in says so (null days, 0 members).
 *
 * - A member is an account of the member role (as the discoverable rule reads it); joining is
 *   the account's creation.
 * - A member's service is that of the plans they hold or held (activated once): Elite over
 *   Assisted when they had both; self-service otherwise.
 * - An accepted interest is dated by its answer (`interest.updated_at`, written when it moved to
 *   accepted); one a block ended since is no longer accepted and is not counted.
 *
 * Dates are ISO texts in both databases, and the difference of two of them is written otherwise in
 * SQLite and in PostgreSQL, so SQL gives each member's dates, one page of members at a time (a
 * bounded query, keyset by id), and the medians are computed here in TypeScript: the same
 * statements and the same arithmetic on both databases.
 */
const SPEED_PAGE = 2000;
const DAY_MS = 86_400_000;

type Row = { id: number; joinedAt: string; service: string | null; interestAt: string | null; introductionAt: string | null; meetingAt: string | null };

/** Each member of a page with their service and the dates of their first steps. */
function memberPage(db: Database, afterId: number, size: number): Promise<Row[]> {
  return db
    .selectFrom('users as u')
    .select((eb) => [
      'u.id',
      'u.createdAt as joinedAt',
      // 'elite' sorts after 'assisted': the highest service the member held.
      eb
        .selectFrom('userSubscription as us')
        .innerJoin('subscriptionPlan as sp', 'sp.id', 'us.planId')
        .select((s) => s.fn.max('sp.service').as('service'))
        .whereRef('us.userId', '=', 'u.id')
        .where('sp.service', 'in', ['assisted', 'elite'])
        .where((w) => w.or([w('us.activatedAt', 'is not', null), w('us.status', '=', 'active')]))
        .as('service'),
      eb
        .selectFrom('interest as i')
        .select((s) => s.fn.min('i.updatedAt').as('at'))
        .where('i.status', '=', 'accepted')
        .where((w) => w.or([w('i.userId', '=', w.ref('u.id')), w('i.targetUserId', '=', w.ref('u.id'))]))
        .as('interestAt'),
      eb
        .selectFrom('assistedIntroduction as ai')
        .select((s) => s.fn.min('ai.answeredAt').as('at'))
        .where('ai.status', '=', 'accepted')
        .where((w) => w.or([w('ai.memberUserId', '=', w.ref('u.id')), w('ai.otherUserId', '=', w.ref('u.id'))]))
        .as('introductionAt'),
      eb
        .selectFrom('assistedMeeting as m')
        .innerJoin('assistedIntroduction as mi', 'mi.id', 'm.introductionId')
        .select((s) => s.fn.min('m.heldAt').as('at'))
        .where('m.status', '=', 'held')
        .where((w) => w.or([w('mi.memberUserId', '=', w.ref('u.id')), w('mi.otherUserId', '=', w.ref('u.id'))]))
        .as('meetingAt'),
    ])
    .where('u.userRoleId', '=', ROLE_IDS.user)
    .where('u.id', '>', afterId)
    .orderBy('u.id')
    .limit(size)
    .execute() as Promise<Row[]>;
}

/** The median of a list of numbers (the mean of the middle two for an even count); null for none. */
function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Days from one ISO time to another; null when either is missing or unreadable. */
function daysBetween(from: string, to: string | null): number | null {
  if (to === null) return null;
  const span = Date.parse(to) - Date.parse(from);
  return Number.isFinite(span) ? span / DAY_MS : null;
}

const earlier = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : Date.parse(a) <= Date.parse(b) ? a : b);
const oneDecimal = (days: number | null) => (days === null ? null : Math.round(days * 10) / 10);

/** The measure for administrators, computed now from the records. */
export async function serviceSpeed(db: Database, now = new Date(), pageSize = SPEED_PAGE): Promise<ServiceSpeedReport> {
  const tally = new Map<SpeedService, { members: number; connection: number[]; meeting: number[] }>(
    SPEED_SERVICES.map((s) => [s, { members: 0, connection: [], meeting: [] }]),
  );
  let after = 0;
  for (;;) {
    const rows = await memberPage(db, after, pageSize);
    for (const row of rows) {
      const service: SpeedService = row.service === 'elite' || row.service === 'assisted' ? row.service : 'self';
      const t = tally.get(service)!;
      t.members += 1;
      const connection = daysBetween(row.joinedAt, earlier(row.interestAt, row.introductionAt));
      if (connection !== null) t.connection.push(connection);
      const meeting = daysBetween(row.joinedAt, row.meetingAt);
      if (meeting !== null) t.meeting.push(meeting);
    }
    if (rows.length < pageSize) break;
    after = Number(rows[rows.length - 1]!.id);
  }
  return {
    computedAt: now.toISOString(),
    services: SPEED_SERVICES.map((service) => {
      const t = tally.get(service)!;
      return {
        service,
        members: t.members,
        firstConnection: { medianDays: oneDecimal(median(t.connection)), members: t.connection.length },
        firstMeeting: { medianDays: oneDecimal(median(t.meeting)), members: t.meeting.length },
      };
    }),
  };
}
