import type {
  CallOutcome,
  CallRow,
  ManagerRow,
  MyAssisted,
  QueueRow,
  Shortlist,
  ShortlistPick,
  ThreadMessage,
  Verdict,
  WorkbenchMember,
  WorkbenchRow,
} from '../../../shared/schemas/assisted';
import type { SearchPage } from '../../../shared/schemas/search';
import { dashboardApi } from '../../dashboard/helpers/session';

/** The assisted service's calls (docs/product/assisted-service.md): the member's page, the workbench, the administrators' screen. */
// ---- the member (and a family helper) ----
export const fetchMine = () => dashboardApi.get<MyAssisted>('/assisted');
export const requestCall = () => dashboardApi.post<MyAssisted>('/assisted/request', { kind: 'call' });
export const markPick = (id: number, verdict: Verdict) => dashboardApi.put<ShortlistPick>(`/assisted/picks/${id}`, { verdict });
export const writeToManager = (text: string) => dashboardApi.post<ThreadMessage>('/assisted/messages', { text: text.trim() });

// ---- the relationship manager ----
export const fetchWorkbench = () => dashboardApi.get<WorkbenchRow[]>('/assisted/workbench');
export const fetchWorkbenchMember = (userId: number) => dashboardApi.get<WorkbenchMember>(`/assisted/workbench/${userId}`);
export const saveBrief = (userId: number, expectations: string, nonNegotiables: string) =>
  dashboardApi.put<WorkbenchMember['brief']>(`/assisted/workbench/${userId}/brief`, {
    expectations: expectations.trim(),
    nonNegotiables: nonNegotiables.trim(),
  });
export const recordCall = (userId: number, outcome: CallOutcome, note: string) =>
  dashboardApi.post<CallRow>(`/assisted/workbench/${userId}/calls`, { outcome, note: note.trim() });
export const searchFor = (userId: number, filters: Record<string, unknown>) => dashboardApi.get<SearchPage>(`/assisted/workbench/${userId}/search`, filters);
export const sendShortlist = (userId: number, picks: { profileCode: string; note: string }[]) =>
  dashboardApi.post<Shortlist>(`/assisted/workbench/${userId}/shortlists`, { picks: picks.map((p) => ({ profileCode: p.profileCode, note: p.note.trim() })) });
export const writeToMember = (userId: number, text: string) =>
  dashboardApi.post<ThreadMessage>(`/assisted/workbench/${userId}/messages`, { text: text.trim() });

// ---- administrators ----
export interface ManagerInput {
  name: string;
  email: string;
  mobile: string;
  password: string;
  hoursFrom: string;
  hoursTo: string;
  languages: string[];
}
export const fetchManagers = () => dashboardApi.get<ManagerRow[]>('/assisted/managers');
export const createManager = (body: ManagerInput) => dashboardApi.post<ManagerRow>('/assisted/managers', body);
export const updateManager = (id: number, body: { hoursFrom: string; hoursTo: string; languages: string[]; isActive: boolean }) =>
  dashboardApi.put<ManagerRow>(`/assisted/managers/${id}`, body);
export const fetchQueue = () => dashboardApi.get<QueueRow[]>('/assisted/queue');
export const assign = (userId: number, managerId: number) => dashboardApi.put<QueueRow>(`/assisted/members/${userId}/manager`, { managerId });
