import { english, icu } from '../../compile';
/**
 * Contact List: the messages sent through the contact form, their read state and deleting them.
 * In English, the source: ./hi.ts and ./ta.ts fill the same keys.
 */
export const contactListEn = english({
  title: 'Contact List',
  intro: 'Messages sent through the contact form, newest first.',
  none: 'No messages yet.',
  markedRead: 'Marked as read',
  deleted: 'Message deleted',
  deleteTitle: 'Delete message',
  deleteQuestion: icu<'name'>('Delete the message from {name}? This cannot be undone.'),
  delete: 'Delete',
  messageFrom: icu<'name'>('Message from {name}'),
  unread: 'Unread',
  read: 'Read',
  markRead: 'Mark as read',
});

export type ContactListWords = typeof contactListEn;
