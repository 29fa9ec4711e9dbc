import type {
  Brand,
  BrandCreateInput,
  BrandList,
  BrandUpdateInput,
} from '@portal/domain/brands/brand-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const brandKeys = {
  all: ['console', 'brands'] as const,
  list: (show: string) => ['console', 'brands', show] as const,
};

export function useBrands(show: 'active' | 'archived' | 'all') {
  return useQuery({
    queryKey: brandKeys.list(show),
    queryFn: () => api.get<BrandList>('/api/v1/console/brands', { params: { show } }),
  });
}

/** Create, edit, archive, restore, logo: each refreshes every brand list. */
export function useBrandActions() {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: brandKeys.all });
  const options = { meta: { errorNotification: false }, onSettled: done };
  return {
    create: useMutation({
      mutationFn: (body: BrandCreateInput) => api.post<Brand>('/api/v1/console/brands', body),
      ...options,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: BrandUpdateInput }) =>
        api.patch<Brand>(`/api/v1/console/brands/${id}`, body),
      ...options,
    }),
    archive: useMutation({
      mutationFn: ({ id, archived }: { id: number; archived: boolean }) =>
        api.post<Brand>(`/api/v1/console/brands/${id}/${archived ? 'archive' : 'restore'}`),
      ...options,
    }),
    logo: useMutation({
      mutationFn: ({ id, file }: { id: number; file: File }) =>
        api.put<Brand>(`/api/v1/console/brands/${id}/logo`, file),
      ...options,
    }),
  };
}
