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
import type { Introduction, IntroductionAnswer, MeetingInput, MyAssistedPage, WorkbenchMemberPage } from '../../../shared/schemas/assisted-introductions';
import type { SearchPage } from '../../../shared/schemas/search';
import type { ReportReason } from '../../../shared/schemas/report-reasons';
import { downloadFile } from '../../dashboard/helpers/download';
import { dashboardApi } from '../../dashboard/helpers/session';

/** The assisted service's calls (docs/product/assisted-service.md): the member's page, the workbench, the administrators' screen. */
// ---- the member (and a family helper) ----
export const fetchMine = () => dashboardApi.get<MyAssistedPage>('/assisted');
export const requestCall = () => dashboardApi.post<MyAssisted>('/assisted/request', { kind: 'call' });
export const markPick = (id: number, verdict: Verdict) => dashboardApi.put<ShortlistPick>(`/assisted/picks/${id}`, { verdict });
export const writeToManager = (text: string) => dashboardApi.post<ThreadMessage>('/assisted/messages', { text: text.trim() });

// Introductions and meetings: the member introduced for, and the member an introduction is addressed to.
export const answerIntroduction = (id: number, answer: IntroductionAnswer) => dashboardApi.put<Introduction>(`/assisted/introductions/${id}`, { answer });
export const confirmMeeting = (id: number) => dashboardApi.post<Introduction>(`/assisted/meetings/${id}/confirm`, {});
export const sendFeedback = (id: number, text: string) => dashboardApi.post<Introduction>(`/assisted/meetings/${id}/feedback`, { text: text.trim() });
export const downloadInvitation = (id: number) => downloadFile(`/assisted/meetings/${id}/invite.ics`, `meeting-${id}.ics`);
export const blockMember = (userId: number) => dashboardApi.put<{ userId: number }>(`/blocks/${userId}`);
export const reportMember = (reportedUserId: number, reason: ReportReason, details: string) =>
  dashboardApi.post<{ id: number; message: string }>('/reports', { reportedUserId, reason, details: details.trim(), block: false });

// ---- the relationship manager ----
export const fetchWorkbench = () => dashboardApi.get<WorkbenchRow[]>('/assisted/workbench');
export const fetchWorkbenchMember = (userId: number) => dashboardApi.get<WorkbenchMemberPage>(`/assisted/workbench/${userId}`);
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
export const introduce = (userId: number, pickId: number, message: string) =>
  dashboardApi.post<Introduction>(`/assisted/workbench/${userId}/introductions`, { pickId, message: message.trim() });
export const withdrawIntroduction = (id: number) => dashboardApi.post<Introduction>(`/assisted/introductions/${id}/withdraw`, {});
export const proposeMeeting = (id: number, body: MeetingInput) => dashboardApi.post<Introduction>(`/assisted/introductions/${id}/meetings`, body);
export const closeMeeting = (id: number, status: 'held' | 'cancelled') => dashboardApi.put<Introduction>(`/assisted/meetings/${id}`, { status });
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
