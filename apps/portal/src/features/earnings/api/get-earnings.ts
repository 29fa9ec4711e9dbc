import type { Earnings } from '@portal/domain/money/earnings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { earningsKeys } from './earnings-keys';

export const getEarnings = (year: number | null) =>
  api.get<Earnings>('/api/v1/creator/earnings', { params: { year: year ?? undefined } });

export const earningsQueryOptions = (year: number | null) =>
  queryOptions({ queryKey: earningsKeys.year(year), queryFn: () => getEarnings(year) });

/** The earnings of a year (or all); the previous year's stay on screen while the next loads. */
export const useEarnings = (year: number | null) =>
  useQuery({ ...earningsQueryOptions(year), placeholderData: keepPreviousData });

/** The CSV export, fetched with the session (a plain link would not carry the bearer token). */
export const getEarningsCsv = (year: number | null) =>
  api.get<string>('/api/v1/creator/earnings.csv', {
    params: { year: year ?? undefined },
    headers: { Accept: 'text/csv' },
  });

export { earningsKeys };
