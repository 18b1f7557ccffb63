/**
 * The administrator's home: the site's figures and the sign-ups chart.
 * In English, the source: ./hi.ts and ./ta.ts fill the same keys.
 */
export const adminHomeEn = {
  title: 'Dashboard',
  intro: 'Site figures at a glance.',
  members: 'Members',
  verifiedMembers: 'Verified members',
  verifiedNote: 'Profiles an administrator verified',
  newThisWeek: 'New this week',
  completeProfiles: 'Complete profiles',
  activeSubscriptions: 'Active subscriptions',
  revenue: 'Revenue',
  revenueNote: 'Captured and verified payments',
  unreadContact: 'Unread contact messages',
  openContactList: 'Open the contact list',
  chartCaption: (days: string) => `Sign-ups per day, last ${days} days`,
  inAll: (total: string) => `(${total} in all)`,
  chartLabel: (total: string, days: string, top: string) => `Bar chart of sign-ups per day; ${total} in the last ${days} days, at most ${top} in one day.`,
  highest: (top: string) => `Highest: ${top}`,
  showTable: 'Show the figures as a table',
  day: 'Day',
  signUps: 'Sign-ups',
};

export type AdminHomeWords = typeof adminHomeEn;
