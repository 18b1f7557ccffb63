/**
 * Why a member reports another, and each reason's name: plain data without the schemas of
 * ./interests.ts (which re-exports them), so the dashboard's first screen carries the names alone.
 */
export const REPORT_REASONS = ['fake-profile', 'already-married', 'abusive', 'asking-for-money', 'inappropriate-photo', 'under-age', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  'fake-profile': 'Fake profile',
  'already-married': 'Already married',
  abusive: 'Abusive or harassing',
  'asking-for-money': 'Asking for money',
  'inappropriate-photo': 'Inappropriate photo',
  'under-age': 'Under age',
  other: 'Other',
};
