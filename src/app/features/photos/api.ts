import type { DecidedPhoto, PendingPhoto } from '../../../shared/schemas/photos';
import { dashboardApi } from '../../dashboard/helpers/session';

/** The administrators' Photo Approval queue (docs/product/documents-and-photos.md). */
export const fetchPendingPhotos = () => dashboardApi.get<PendingPhoto[]>('/photo-approval');
export const approvePhoto = (id: number) => dashboardApi.post<{ id: number }>(`/photo-approval/${id}/approve`);
export const rejectPhoto = (id: number, reason: string) => dashboardApi.post<{ id: number }>(`/photo-approval/${id}/reject`, { reason: reason.trim() });
/** Decisions taken lately, to review; undo puts a photo back in the queue. */
export const fetchDecidedPhotos = () => dashboardApi.get<DecidedPhoto[]>('/photo-approval/decided');
export const undoPhotoDecision = (id: number) => dashboardApi.post<{ id: number }>(`/photo-approval/${id}/undo`);
