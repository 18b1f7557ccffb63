import { BlockList, isIP } from 'node:net';
import type { Database } from '../../db/database.ts';
import { eitherWay } from '../../db/either-way.ts';

/**
 * What a report counts, and which reporters count toward an automatic hide
 * (docs/decisions/057-reports-and-action-limits.md, docs/decisions/076-reports-that-cost-a-liar.md).
 */

/** Open reports from this many independent reporters in good standing hide a profile until it is reviewed. */
export const AUTO_HIDE_REPORTS = 3;
/** A reporter's profile must be at least this old for the report to count toward a hide. */
export const GOOD_STANDING_PROFILE_DAYS = 7;
/** How long a dismissed report costs its reporter: nothing against that member, one step less against anyone. */
export const DISMISSED_REPORT_DAYS = 90;
/** Accounts made within this many hours of the first of a group count as one reporter. */
export const MADE_TOGETHER_HOURS = 24;
/** Automatic hides a reporter may take part in per week; further reports wait for an administrator. */
export const AUTO_HIDES_PER_REPORTER_WEEK = 1;
/** Addresses in one IPv4 /24 or IPv6 /64 are one network; sign-ins from the last this many days are compared. */
const NETWORK_PREFIX = { ipv4: 24, ipv6: 64 } as const;
const ADDRESS_DAYS = 90;

const DAY_MS = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

/**
 * What a report counts (kept on the report as it was when filed): 0 when the reporter is not in
 * good standing (the mobile and e-mail not verified, no profile or one younger than
 * GOOD_STANDING_PROFILE_DAYS, or open reports against the reporter) or had a report against this
 * member dismissed in the last DISMISSED_REPORT_DAYS; else 1, or 2 when connected with or written
 * to by the reported member (they knew the member first-hand), less one for each of the
 * reporter's reports dismissed in the last DISMISSED_REPORT_DAYS, against anyone. Only reports of
 * weight 1 or more count toward the automatic hide; the weights order the administrators' queue.
 */
export async function reportWeight(db: Database, reporterId: number, reportedId: number, now: Date): Promise<0 | 1 | 2> {
  const profileBefore = daysBefore(now, GOOD_STANDING_PROFILE_DAYS);
  const [account, against, interest, conversation, dismissed] = await Promise.all([
    db
      .selectFrom('users as u')
      .innerJoin('profile as p', 'p.userId', 'u.id')
      .select('u.id')
      .where('u.id', '=', reporterId)
      .where('u.isVerified', '=', 1)
      .where('u.isActive', '=', 1)
      .where('p.createdAt', '<=', profileBefore)
      .executeTakeFirst(),
    db.selectFrom('report').select('id').where('reportedUserId', '=', reporterId).where('status', '=', 'open').executeTakeFirst(),
    db
      .selectFrom('interest')
      .select('id')
      .where('status', '=', 'accepted')
      .where((eb) => eitherWay(eb, ['userId', 'targetUserId'], reporterId, reportedId))
      .executeTakeFirst(),
    db
      .selectFrom('conversation')
      .select('id')
      .where('userLowId', '=', Math.min(reporterId, reportedId))
      .where('userHighId', '=', Math.max(reporterId, reportedId))
      .where('lastMessageId', 'is not', null)
      .executeTakeFirst(),
    db
      .selectFrom('report')
      .select('reportedUserId')
      .where('reporterId', '=', reporterId)
      .where('outcome', '=', 'dismissed')
      .where('resolvedAt', '>=', daysBefore(now, DISMISSED_REPORT_DAYS))
      .execute(),
  ]);
  if (!account || against || dismissed.some((d) => Number(d.reportedUserId) === reportedId)) return 0;
  return Math.max(0, (interest || conversation ? 2 : 1) - dismissed.length) as 0 | 1 | 2;
}

/** Addresses that say nothing about who is behind them: this machine, private networks, link-local. */
const UNTELLING = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  UNTELLING.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  UNTELLING.addSubnet(network, prefix, 'ipv6');

type Family = 'ipv4' | 'ipv6';
interface Address {
  ip: string;
  family: Family;
}

/** The address as compared: an IPv4 address inside IPv6 read as IPv4; null when it tells nothing. */
function telling(raw: string): Address | null {
  const ip = raw.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const version = isIP(ip);
  if (!version) return null;
  const family: Family = version === 4 ? 'ipv4' : 'ipv6';
  return UNTELLING.check(ip, family) ? null : { ip, family };
}

function sameNetwork(a: Address, b: Address): boolean {
  if (a.family !== b.family) return false;
  const network = new BlockList();
  network.addSubnet(a.ip, NETWORK_PREFIX[a.family], a.family);
  return network.check(b.ip, b.family);
}

export interface ReporterTrace {
  id: number;
  /** When the account was made (ISO). */
  createdAt: string;
  /** Addresses the account signed in or was used from. */
  addresses: string[];
}

/**
 * Groups reporters who may be one person: accounts made within MADE_TOGETHER_HOURS of the first
 * of a group (groups anchored on their first account, so a chain of accounts a day apart does not
 * join everyone), or sharing a network. Each group counts once.
 */
export function reporterGroups(reporters: ReporterTrace[]): number[][] {
  const parent = new Map(reporters.map((r) => [r.id, r.id]));
  const root = (id: number): number => {
    let at = id;
    while (parent.get(at) !== at) at = parent.get(at)!;
    return at;
  };
  const join = (a: number, b: number) => parent.set(root(a), root(b));
  const byAge = [...reporters].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  let anchor: ReporterTrace | undefined;
  for (const r of byAge) {
    if (anchor && Date.parse(r.createdAt) - Date.parse(anchor.createdAt) < MADE_TOGETHER_HOURS * 3_600_000) join(r.id, anchor.id);
    else anchor = r;
  }
  const addresses = reporters.map((r) => ({ id: r.id, at: r.addresses.map(telling).filter((a): a is Address => a !== null) }));
  for (let i = 0; i < addresses.length; i++)
    for (let j = i + 1; j < addresses.length; j++)
      if (addresses[i].at.some((a) => addresses[j].at.some((b) => sameNetwork(a, b)))) join(addresses[i].id, addresses[j].id);
  const groups = new Map<number, number[]>();
  for (const r of reporters) groups.set(root(r.id), [...(groups.get(root(r.id)) ?? []), r.id]);
  return [...groups.values()];
}

/**
 * The reporters whose open reports count toward hiding `userId` now, and the independent groups
 * they form. A reporter does not count when: their report against this member was dismissed in
 * the last DISMISSED_REPORT_DAYS, or closed when an administrator restored the member; their
 * report's weight, less one for each of their reports dismissed since it was filed, is 0; or they
 * already took part in AUTO_HIDES_PER_REPORTER_WEEK automatic hides of others this week.
 */
export async function countingReporters(db: Database, userId: number, now: Date): Promise<{ reporters: number[]; groups: number[][] }> {
  const open = await db
    .selectFrom('report')
    .select(['reporterId', 'weight', 'createdAt'])
    .where('reportedUserId', '=', userId)
    .where('status', '=', 'open')
    .where('weight', '>', 0)
    .execute();
  if (!open.length) return { reporters: [], groups: [] };
  const ids = [...new Set(open.map((r) => Number(r.reporterId)))];
  const dismissedSince = daysBefore(now, DISMISSED_REPORT_DAYS);
  const [spent, dismissals, counted, accounts, sessions, signIns] = await Promise.all([
    db
      .selectFrom('report')
      .select('reporterId')
      .where('reportedUserId', '=', userId)
      .where('reporterId', 'in', ids)
      .where('status', '=', 'closed')
      .where((eb) => eb.or([eb('restored', '=', 1), eb.and([eb('outcome', '=', 'dismissed'), eb('resolvedAt', '>=', dismissedSince)])]))
      .execute(),
    db
      .selectFrom('report')
      .select(['reporterId', 'resolvedAt'])
      .where('reporterId', 'in', ids)
      .where('outcome', '=', 'dismissed')
      .where('resolvedAt', '>=', dismissedSince)
      .execute(),
    db
      .selectFrom('report')
      .select(['reporterId', 'reportedUserId'])
      .where('reporterId', 'in', ids)
      .where('reportedUserId', '!=', userId)
      .where('countedAt', '>=', daysBefore(now, 7))
      .execute(),
    db.selectFrom('users').select(['id', 'createdAt']).where('id', 'in', ids).execute(),
    db
      .selectFrom('sessions')
      .select(['userId', 'ip'])
      .where('userId', 'in', ids)
      .where('ip', 'is not', null)
      .where('createdAt', '>=', daysBefore(now, ADDRESS_DAYS))
      .execute(),
    db
      .selectFrom('loginHistory')
      .select(['userId', 'ip'])
      .where('userId', 'in', ids)
      .where('success', '=', 1)
      .where('ip', 'is not', null)
      .where('createdAt', '>=', daysBefore(now, ADDRESS_DAYS))
      .execute(),
  ]);
  const spentIds = new Set(spent.map((s) => Number(s.reporterId)));
  const hidesTaken = (id: number) => new Set(counted.filter((c) => Number(c.reporterId) === id).map((c) => Number(c.reportedUserId))).size;
  const reporters = open
    .filter((r) => {
      const id = Number(r.reporterId);
      const since = dismissals.filter((d) => Number(d.reporterId) === id && (d.resolvedAt ?? '') > r.createdAt).length;
      return !spentIds.has(id) && Number(r.weight) - since > 0 && hidesTaken(id) < AUTO_HIDES_PER_REPORTER_WEEK;
    })
    .map((r) => Number(r.reporterId));
  const traces = accounts
    .filter((a) => reporters.includes(Number(a.id)))
    .map((a) => ({
      id: Number(a.id),
      createdAt: a.createdAt,
      addresses: [...sessions, ...signIns].filter((s) => Number(s.userId) === Number(a.id)).map((s) => s.ip ?? ''),
    }));
  return { reporters, groups: reporterGroups(traces) };
}
