import type { AuditPage } from '@portal/domain/audit/audit-log';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, download } from '../../lib/api';

/** The log's filters as the page keeps them in its address. */
export type AuditFilters = Record<
  'actor_id' | 'brand_id' | 'action' | 'target_type' | 'target_id' | 'from' | 'to',
  string | undefined
>;

export function useAudit(filters: AuditFilters, page: number, pageSize: number) {
  return useQuery({
    queryKey: ['console', 'audit', filters, page, pageSize],
    queryFn: () =>
      api.get<AuditPage>('/api/v1/console/audit', {
        params: { ...filters, page, page_size: pageSize },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The filtered log as a CSV file the browser saves. */
export const downloadAuditCsv = (filters: AuditFilters) =>
  download('/api/v1/console/audit.csv', 'audit-log.csv', { params: filters });
