import type { ApiResult } from '../../client/api';
import type { ProfileView, StoredDocument } from './form/profile-api';
import { photoRank } from '../../../shared/document-keys';
import type { DocumentReply } from '../../../shared/schemas/documents';
import type { Badge } from '../../../shared/schemas/photos';
import type { RevealResult, ViewedProfile } from '../../../shared/schemas/matching';
import type { Relation, ReportReason, ReportedProfile } from '../../../shared/schemas/interests';
import { dashboardApi } from '../../dashboard/helpers/session';
import type { CodedReply } from '../../../shared/coded-reply';

/** GET …/ViewUserProfileAsync: what this member may see of another (docs/product/access.md). */
export type MemberProfile = ViewedProfile;

/** Asks the member for their photos (their setting keeps them from the viewer). */
export const requestPhotos = (ownerId: number) => dashboardApi.post<{ id: number; status: string }>('/photo-requests', { ownerId });

/** A whole profile as its owner or an administrator sees it. */
export const fetchProfile = (userId: number | string | null) => dashboardApi.get<ProfileView>(`/user-detail/GetUserProfileAsync/${userId}`);
/** The member's own profile code, shown on My Profile as "Profile ID" (staff have none: 403). */
export const fetchOwnProfileCode = () => dashboardApi.get<{ profileCode: string }>('/search/my-code');

/** Another member's profile as the viewer may see it; the server records the view. */
export const fetchMemberProfile = (id: string, viewerId: number | null) =>
  dashboardApi.get<MemberProfile>(`/user-matrimonial-detail/ViewUserProfileAsync/${encodeURIComponent(id)}/${viewerId}`);

/** The member's own photos (close-up first), as other members see them; none uploaded is an empty list. */
export async function fetchOwnPhotos(userId: number): Promise<ApiResult<StoredDocument[]>> {
  const result = await dashboardApi.get<StoredDocument[]>(`/documents/user/${userId}`);
  if (!result.ok) return result.status === 404 ? { ok: true, code: 200, data: [] } : result;
  const rank = (d: StoredDocument) => photoRank(d.documentTypeCode);
  return { ...result, data: result.data.filter((d) => rank(d) >= 0).sort((a, b) => rank(a) - rank(b)) };
}

/** The member's own verification badges: what is already confirmed, and so what is still to be checked. */
export const fetchOwnBadges = () => dashboardApi.get<{ badges: Badge[] }>('/badges/mine');

export const revealContact = (userId: number) => dashboardApi.post<RevealResult>(`/user-matrimonial-detail/RevealContact/${userId}`);

export const verifyProfile = (userId: string) => dashboardApi.put(`/user-matrimonial-detail/${userId}/verify`);

/** A document as the API lists it for an administrator, purged ones included (docUrl null). */
export type AdminDocument = DocumentReply;

/** A member's documents for an administrator, purged ones included; verify one or purge its file. */
export const fetchAdminDocuments = (userId: number | string) => dashboardApi.get<AdminDocument[]>(`/documents/user/${userId}`, { includePurged: true });
export const verifyDocument = (id: number) => dashboardApi.put(`/Document/${id}/verify`);
export const purgeDocument = (id: number) => dashboardApi.del(`/Document/${id}/file`);

/** How the viewer stands with this member, and the member-loop actions of the profile page (docs/product/member-loop.md). */
export const fetchRelation = (userId: number) => dashboardApi.get<Relation>(`/interests/relation/${userId}`);
export const interestAction = (id: number, action: 'accept' | 'decline' | 'withdraw') =>
  dashboardApi.post<{ id: number; status: string }>(`/interests/${id}/${action}`, {});
export const setMark = (list: '/shortlist' | '/not-interested' | '/blocks', userId: number, on: boolean) =>
  on ? dashboardApi.put<{ userId: number }>(`${list}/${userId}`) : dashboardApi.del<{ userId: number }>(`${list}/${userId}`);
export const reportMember = (body: { reportedUserId: number; reason: ReportReason; details: string; block: boolean }) =>
  dashboardApi.post<{ id: number } & CodedReply>('/reports', body);

/** A member's reports and moderation log, for the administrator's view of the profile. */
export const fetchModerationRecord = (userId: string) => dashboardApi.get<ReportedProfile>(`/moderation/members/${encodeURIComponent(userId)}`);
