import type { NotificationPage } from '../../../shared/schemas/conversations';
import { dashboardApi } from '../../dashboard/helpers/session';

/** The bell's and the Notifications page's calls (docs/product/member-loop.md). */
export const fetchUnread = () => dashboardApi.get<{ unread: number }>('/notifications/unread');
export const fetchNotifications = (page: number, pageSize: number) => dashboardApi.get<NotificationPage>('/notifications', { page, pageSize });
export const markNotificationRead = (id: number) => dashboardApi.post<{ id: number; unread: number }>(`/notifications/${id}/read`, {});
export const markAllRead = () => dashboardApi.post<{ unread: number }>('/notifications/read-all', {});
