import { english, icu } from '../../compile';
/**
 * Reports: reported profiles, their reports and the four moderation actions. Report reasons are
 * the dashboard's (`common.reportReason`); what members and administrators wrote stays as written.
 * In English, the source: ./hi.ts and ./ta.ts fill the same keys.
 */
export const reportsEn = english({
  title: 'Reports',
  intro: 'Profiles members reported. Three open reports from different members in good standing hide a profile until you review it; those come first.',
  failed: 'Failed to load the reports',
  open: 'Open',
  reviewed: 'Reviewed',
  noOpen: 'No open reports.',
  noReviewed: 'No reviewed reports yet.',
  openReports: 'Open reports',
  reviewedReports: 'Reviewed reports',
  earlierReports: 'Earlier reports',
  aMember: 'a member',
  theReporter: 'The reporter',
  theReportedMember: 'The reported member',
  reported: 'Reported: ',
  reporter: 'Reporter:',
  goodStandingKnew: 'Good standing, knew the member (counts 2)',
  goodStanding: 'Good standing (counts 1)',
  notGoodStanding: 'Not in good standing (does not count)',
  inConversation: 'The reported message in its conversation',
  active: 'Active',
  deactivated: 'Deactivated',
  hidden: 'Hidden from discovery',
  visible: 'Visible',
  openCount: icu<'count'>('{count} open'),
  appealFrom: 'Appeal from the member',
  log: 'Moderation log',
  /** What the moderation log says each entry was. */
  logged: {
    'auto-hide': 'Hidden automatically',
    appeal: 'Appealed by the member',
    dismiss: 'Dismissed',
    warn: 'Warned',
    hide: 'Hidden',
    deactivate: 'Deactivated',
    'photo-approved': 'photo-approved',
    'photo-rejected': 'photo-rejected',
    'photo-undone': 'photo-undone',
  },
  /** The note the site writes when three reports hide a profile. */
  autoHideNote: icu<'count'>('{count} open reports from different members in good standing'),
  /** The note of an undone photo decision. */
  wasApproved: 'Was approved',
  wasRejected: 'Was rejected',
  /** How a closed report ended. */
  outcome: { dismissed: 'dismissed', warned: 'warned', hidden: 'hidden', deactivated: 'deactivated' },
  actions: {
    dismiss: { label: 'Dismiss', done: 'Reports dismissed', explain: 'No breach found: the reports are closed and any automatic hide is lifted.' },
    warn: { label: 'Warn', done: 'Member warned', explain: 'The member is told the reason below; the profile stays visible.' },
    hide: {
      label: 'Hide from discovery',
      done: 'Hidden from discovery',
      explain: 'Nobody finds the profile in matches or opens it until an administrator dismisses.',
    },
    deactivate: { label: 'Deactivate', done: 'Account deactivated', explain: 'The member is signed out and can no longer sign in.' },
  },
  dialogMember: 'member',
  reasonForMember: 'Reason (the member reads it)',
  noteForLog: 'Note for the log (optional)',
});

export type ReportsWords = typeof reportsEn;
