import { dashboardApi } from '../../dashboard/helpers/session';

/** The account page's calls: the member's data export and the deletion of the account. */
export const exportMyData = () => dashboardApi.get<unknown>('/account/export');
export const deleteMyAccount = (password: string) => dashboardApi.del('/account', { password });
