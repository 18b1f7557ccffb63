import { TAKE_DOWN_KINDS, type GrievanceClock, type GrievanceKind } from '../../../shared/schemas/grievances.ts';

/**
 * The clocks of the IT Rules 2021 (rule 3(2)): a complaint is acknowledged within 24 hours and
 * decided within 15 days of its receipt; a profile impersonating the person, or a morphed or
 * intimate image of them, is taken down within 24 hours. Counted in hours from the moment the
 * complaint arrives, every day of the week, as the rule counts them.
 */
export const ACKNOWLEDGE_WITHIN_HOURS = 24;
export const TAKE_DOWN_WITHIN_HOURS = 24;
export const DECIDE_WITHIN_DAYS = 15;

const HOUR_MS = 3_600_000;

export interface GrievanceClocks {
  acknowledgeDueAt: string;
  decideDueAt: string;
  takeDownDueAt: string | null;
}

export function clocksFor(kind: GrievanceKind, filedAt: Date): GrievanceClocks {
  const at = filedAt.getTime();
  return {
    acknowledgeDueAt: new Date(at + ACKNOWLEDGE_WITHIN_HOURS * HOUR_MS).toISOString(),
    decideDueAt: new Date(at + DECIDE_WITHIN_DAYS * 24 * HOUR_MS).toISOString(),
    takeDownDueAt: TAKE_DOWN_KINDS.has(kind) ? new Date(at + TAKE_DOWN_WITHIN_HOURS * HOUR_MS).toISOString() : null,
  };
}

export interface ClockState {
  acknowledgeDueAt: string;
  decideDueAt: string;
  takeDownDueAt: string | null;
  acknowledgedAt: string | null;
  takenDownAt: string | null;
  decidedAt: string | null;
  subjectUserId: number | null;
}

/** The clocks that ran out before their step was done, at `now`. */
export function overdueClocks(g: ClockState, now: Date): GrievanceClock[] {
  const late = (due: string | null, done: string | null) => due !== null && done === null && due <= now.toISOString();
  const out: GrievanceClock[] = [];
  if (late(g.acknowledgeDueAt, g.acknowledgedAt ?? g.decidedAt)) out.push('acknowledge');
  // A take-down is owed only where a profile was named and found.
  if (g.subjectUserId !== null && late(g.takeDownDueAt, g.takenDownAt ?? g.decidedAt)) out.push('take_down');
  if (late(g.decideDueAt, g.decidedAt)) out.push('decide');
  return out;
}
