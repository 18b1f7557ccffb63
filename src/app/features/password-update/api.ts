import { dashboardApi } from '../../dashboard/helpers/session';

/** Changes the signed-in person's password (current, new and its confirmation). */
export const updatePassword = (values: { currentPassword: string; newPassword: string; confirmPassword: string }) =>
  dashboardApi.post('/auth/update-password', values);
