import { english, icu } from '../../compile';
/**
 * Photo Approval: photos waiting for an administrator, and the decisions taken lately.
 * In English, the source: ./hi.ts and ./ta.ts fill the same keys.
 */
export const photoApprovalEn = english({
  title: 'Photo Approval',
  intro: 'New and replaced photos. Members see a photo once you approve it; its owner sees it at once.',
  failed: 'Failed to load the photos',
  waiting: 'Waiting',
  decided: 'Decided',
  noneWaiting: 'No photos are waiting for approval.',
  waitingList: 'Photos waiting for approval',
  photoOf: icu<'kind' | 'name'>('{kind} of {name}'),
  uploaded: icu<'date'>('uploaded {date}'),
  approve: 'Approve',
  reject: 'Reject',
  approved: 'Photo approved',
  rejected: 'Photo rejected; the member is told why',
  rejectTitle: icu<'name'>('Reject the photo of {name}'),
  thisMember: 'this member',
  rejectNote: 'The member reads this reason and can upload another photo.',
  reason: 'Reason (the member reads it)',
  rejectPhoto: 'Reject photo',
  /** The kinds of photo, by the document type's code the server gives (documentTypeCode). */
  kinds: { closeUpPhoto: 'Close Up Photo', fullPhoto: 'Full Photo', sidewaysPhoto: 'Sideways Photo' },
  // The decided photos.
  decidedFailed: 'Failed to load the decided photos',
  undone: 'Decision undone; the photo waits for review again',
  noneDecided: 'No photo has been decided yet.',
  decidedList: 'Photos decided lately',
  wasApproved: 'Approved',
  wasRejected: 'Rejected',
  by: icu<'name'>('by {name}, '),
  reasonWas: 'Reason:',
  undo: 'Undo',
  undoTitle: icu<'name'>('Undo the decision on the photo of {name}'),
  undoApproved: 'The photo goes back to the queue, and other members stop seeing it until it is decided again.',
  undoRejected: 'The photo goes back to the queue to be decided again.',
  undoDecision: 'Undo decision',
});

export type PhotoApprovalWords = typeof photoApprovalEn;
