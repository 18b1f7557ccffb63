import { dashboardApi } from '../../dashboard/helpers/session';
import type { CodedReply } from '../../../shared/coded-reply';

/** Reads a user's record afresh and puts it back with `change` laid over it (PUT replaces the whole record). */
export async function changeUser(id: number, change: Record<string, unknown>) {
  const current = await dashboardApi.get<Record<string, unknown>>(`/user-master/${id}`);
  return current.ok ? dashboardApi.put(`/user-master/${id}`, { ...current.data, ...change }) : current;
}

/** Clears a member's two-step sign-in (a lost phone); the server ends their sessions too. */
export const resetUserTwoStep = (id: number | string) => dashboardApi.del<{ reset: true } & CodedReply>(`/auth/two-step/${id}`);
