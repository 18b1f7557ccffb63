import { apiGet, request, type ApiResult } from '../../../client/api';
import type { ProfileDraft, ProfileView } from '../../../../shared/schemas/profile';
import type { DocumentReply } from '../../../../shared/schemas/documents';
import type { PhotoVisibility, PrivacySettings } from '../../../../shared/schemas/photos';

/** The profile as the API returns it (nested sections plus progress). */
export type { ProfileView };

/** Right after registration the form holds its own session; later the stored one is used. */
const auth = (token: string | null) => (token ? { headers: { Authorization: `Bearer ${token}` } } : {});

/** Saves the whole profile (docs/product/api.md, the reading without /{id}); `final` asks for every required field. */
export const saveProfile = (profile: ProfileDraft, token: string | null): Promise<ApiResult<ProfileView>> =>
  request<ProfileView>('/user-matrimonial-detail/UpdateUserMatrimonial', { method: 'PUT', body: profile, ...auth(token) });

export const fetchProfile = (userId: number, token: string | null = null) =>
  token
    ? request<ProfileView>(`/user-detail/GetUserProfileAsync/${userId}`, { method: 'GET', ...auth(token) })
    : apiGet<ProfileView>(`/user-detail/GetUserProfileAsync/${userId}`);

/** A stored document or photo as its owner reads it; a photo reaches other members once approved. */
export type StoredDocument = DocumentReply;

/** The member's documents; the API answers 404 'No documents found for the user.' when there are none. */
export const fetchDocuments = (userId: number) => apiGet<StoredDocument[]>(`/documents/user/${userId}`);

/** Deletes a stored document and its file (the owner's, after a save; see use-profile-save.ts). */
export const deleteDocument = (id: number, token: string | null) => request<{ id: number }>(`/Document/${id}`, { method: 'DELETE', ...auth(token) });

/** Who sees the member's photos (docs/product/documents-and-photos.md), read and saved with the member's token. */
export const fetchPrivacy = (token: string) => request<PrivacySettings>('/settings/privacy', { method: 'GET', ...auth(token) });
export const savePhotoVisibility = (photoVisibility: PhotoVisibility, token: string | null) =>
  request<PrivacySettings>('/settings/photo-visibility', { method: 'PUT', body: { photoVisibility }, ...auth(token) });
