import type { CreatedBiodataLink, BiodataLink } from '../../../shared/schemas/biodata';
import { dashboardApi } from '../../dashboard/helpers/session';

/** The member's biodata share links (docs/product/biodata.md). */
export const fetchLinks = () => dashboardApi.get<{ items: BiodataLink[] }>('/biodata/links');
export const createLink = (days: number, includeContact: boolean) => dashboardApi.post<CreatedBiodataLink>('/biodata/links', { days, includeContact });
export const revokeLink = (id: number) => dashboardApi.del<{ items: BiodataLink[] }>(`/biodata/links/${id}`);
