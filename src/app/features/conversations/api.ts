import type { ConversationPage, MessageItem, Thread } from '../../../shared/schemas/conversations';
import { dashboardApi } from '../../dashboard/helpers/session';

/** The Messages pages' calls (docs/product/member-loop.md). */
export const fetchConversations = (page: number, pageSize: number) => dashboardApi.get<ConversationPage>('/conversations', { page, pageSize });
export const fetchThread = (userId: number, before?: number) =>
  dashboardApi.get<Thread>(`/conversations/${userId}/messages`, before === undefined ? {} : { before });
export const sendMessage = (userId: number, body: string) => dashboardApi.post<MessageItem>(`/conversations/${userId}/messages`, { body });
export const markThreadRead = (userId: number) => dashboardApi.post<{ userId: number; readId: number }>(`/conversations/${userId}/read`, {});
export const blockMember = (userId: number) => dashboardApi.put<{ userId: number }>(`/blocks/${userId}`);
/** Reports one message from its safety note, with the reason the note names. */
export const reportMessage = (reportedUserId: number, messageId: number, reason: 'asking-for-money' | 'other') =>
  dashboardApi.post<{ id: number; message: string }>('/reports', {
    reportedUserId,
    messageId,
    reason,
    details: 'Reported from the safety note under a message in the conversation.',
    block: false,
  });
/** How many messages wait unread across the member's conversations (the Messages menu item). */
export const fetchUnreadMessages = () => dashboardApi.get<{ unread: number }>('/conversations/unread');
/** The calls with a member, newest first, shown among the messages (docs/product/calls-and-push.md). */
