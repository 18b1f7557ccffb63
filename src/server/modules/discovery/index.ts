/**
 * The discovery module's door: everything other code may use of it. Discovery is the core the
 * member-facing modules share: who may be found (the discoverable rule and its query), the facts
 * between two members (blocks, connections, views), and the match window's ranked query with
 * its rules and cache. It imports no other module.
 */
export { findDiscoverableProfileRow, isDiscoverable, syncDiscoverable } from './discoverable.ts';
export { eliteHiddenFrom, eliteHiddenRows, isEliteMember } from './elite-confidential.ts';
export { assertDiscoverable, pairBlocked, pairFacts, recordView, viewersOf } from './discovery.service.ts';
export { bindContactKey, contactDigest, digestsOf, keepAccountContacts, keptContactsOf, normalisedContact, type ContactKind } from './hidden-contacts.ts';
export { cachedRanking, forgetRanking, MAX_ROWS, rememberRanking, type RankedSet } from './match-cache.ts';
export { ageOn, dobForAge, GENDER, legalAgeFor, THIN_RESULT, type MemberPrefs } from './match-rules.ts';
export {
  asFlag,
  blockedIds,
  expressions,
  hiddenFromMatches,
  hiddenRows,
  planFor,
  rankedCandidates,
  rankedQuery,
  reasonFlags,
  SCORED_COLUMNS,
  type MatchPlan,
  type RankedRow,
} from './match.query.ts';
