import type { ApiResult } from '../../../lib/api';
import type { ProfileView, StoredDocument } from '../../../features/profile-form/profile-api';
import { camelCase, PHOTO_KEYS, type DocumentKey } from '../../../shared/camel-case';
import type { ContactAccess, ContactDetails, RevealResult } from '../../../shared/schemas/matching';
import { dashboardApi } from '../../lib/session';

/** GET …/ViewUserProfileAsync: what this member may see of another (DESIGN §6). */
export type MemberProfile = ProfileView & { photos: StoredDocument[]; contactDetails: ContactDetails | null; contactAccess: ContactAccess };

/** A whole profile as its owner or an administrator sees it. */
export const fetchProfile = (userId: number | string | null) => dashboardApi.get<ProfileView>(`/user-detail/GetUserProfileAsync/${userId}`);

/** Another member's profile as the viewer may see it; the server records the view. */
export const fetchMemberProfile = (id: string, viewerId: number | null) =>
  dashboardApi.get<MemberProfile>(`/user-matrimonial-detail/ViewUserProfileAsync/${encodeURIComponent(id)}/${viewerId}`);

/** The member's own photos (close-up first), as other members see them; none uploaded is an empty list. */
export async function fetchOwnPhotos(userId: number): Promise<ApiResult<StoredDocument[]>> {
  const result = await dashboardApi.get<StoredDocument[]>(`/documents/user/${userId}`);
  if (!result.ok) return result.status === 404 ? { ok: true, code: 200, data: [] } : result;
  const rank = (d: StoredDocument) => PHOTO_KEYS.indexOf(camelCase(d.documentType) as DocumentKey);
  return { ...result, data: result.data.filter((d) => rank(d) >= 0).sort((a, b) => rank(a) - rank(b)) };
}

export const revealContact = (userId: number) => dashboardApi.post<RevealResult>(`/user-matrimonial-detail/RevealContact/${userId}`);

export const verifyProfile = (userId: string) => dashboardApi.put(`/user-matrimonial-detail/${userId}/verify`);

/** A document as the API lists it for an administrator, purged ones included (docUrl null). */
export interface AdminDocument {
  id: number;
  documentType: string;
  docUrl: string | null;
  mimeType: string;
  originalName: string;
  verifiedAt: string | null;
  purgedAt: string | null;
}

/** A member's documents for an administrator, purged ones included; verify one or purge its file. */
export const fetchAdminDocuments = (userId: number | string) => dashboardApi.get<AdminDocument[]>(`/documents/user/${userId}`, { includePurged: true });
export const verifyDocument = (id: number) => dashboardApi.put(`/Document/${id}/verify`);
export const purgeDocument = (id: number) => dashboardApi.del(`/Document/${id}/file`);
