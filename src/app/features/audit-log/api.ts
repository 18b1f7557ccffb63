import { dashboardApi } from '../../dashboard/helpers/session';
import { downloadFile } from '../../dashboard/helpers/download';
import type { Page } from '../../../shared/envelope';
import type { AuditLogRow } from '../../../shared/schemas/audit-log';

/** The filters as the API takes them; empty ones are left out. */
export type AuditFilters = Partial<Record<'actorId' | 'memberId' | 'kind' | 'from' | 'to', string>>;

const queryOf = (filters: AuditFilters) => Object.fromEntries(Object.entries(filters).filter(([, value]) => value));

/** The audit log's calls: a page of administrator acts, and the filtered rows as a CSV file. */
export const fetchAuditLog = (filters: AuditFilters, page: number, pageSize: number) =>
  dashboardApi.get<Page<AuditLogRow>>('/audit-log', { ...queryOf(filters), page, pageSize });
export const downloadAuditLog = (filters: AuditFilters) =>
  downloadFile(
    `/audit-log.csv?${new URLSearchParams(queryOf(filters) as Record<string, string>).toString()}`,
    `audit-log-${new Date().toISOString().slice(0, 10)}.csv`,
  );
