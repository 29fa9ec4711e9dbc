import type { CampaignPage } from '@portal/domain/campaigns/campaign-api';
import type { BoardPage, BoardQuery } from '@portal/domain/studio/board';
import type { CampaignDraft } from '@portal/domain/studio/campaign-draft';
import type {
  InviteByEmailInput,
  InviteCreatorsInput,
  InviteSendResult,
} from '@portal/domain/studio/campaign-invites';
import type { DirectoryPage, DirectoryQuery } from '@portal/domain/studio/directory';
import type { CampaignLifecycle } from '@portal/domain/studio/lifecycle';
import type {
  PublishResult,
  StudioCampaign,
  StudioImage,
  StudioOptions,
} from '@portal/domain/studio/studio-api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The campaign studio's API (issue 29), one hook per endpoint. */

const BASE = '/api/v1/studio';
export const studioKeys = {
  all: ['studio'] as const,
  options: ['studio', 'options'] as const,
  list: (params: CampaignListParams) => ['studio', 'campaigns', params] as const,
  campaign: (id: number) => ['studio', 'campaign', id] as const,
  preview: (id: number) => ['studio', 'preview', id] as const,
  directory: (params: Partial<DirectoryQuery>) => ['studio', 'directory', params] as const,
  board: (id: number, params: Partial<BoardQuery>) => ['studio', 'board', id, params] as const,
  note: (creatorId: number) => ['studio', 'note', creatorId] as const,
};

/** Brands the signed-in user works for and the category taxonomy. */
export function useStudioOptions() {
  return useQuery({
    queryKey: studioKeys.options,
    queryFn: () => api.get<StudioOptions>(`${BASE}/options`),
    staleTime: 5 * 60_000,
  });
}

export interface CampaignListParams {
  brand_id?: number;
  lifecycle?: CampaignLifecycle;
  q?: string;
  page: number;
  page_size: number;
}
export type CampaignListItem = {
  id: number;
  name: string;
  brand: { id: number; name: string };
  lifecycle: CampaignLifecycle;
  status: number;
  flight_start: string | null;
  flight_end: string | null;
  has_unpublished_changes: boolean;
  updated_at: string;
  counts: BoardPage['counts'];
};
export type CampaignList = {
  items: CampaignListItem[];
  page: number;
  page_size: number;
  total: number;
};

export function useCampaignList(params: CampaignListParams) {
  return useQuery({
    queryKey: studioKeys.list(params),
    queryFn: () => api.get<CampaignList>(`${BASE}/campaigns`, { params: { ...params } }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { brand_id: number; name: string }) =>
      api.post<StudioCampaign>(`${BASE}/campaigns`, input),
    onSuccess: (campaign) => {
      client.setQueryData(studioKeys.campaign(campaign.id), campaign);
      void client.invalidateQueries({ queryKey: ['studio', 'campaigns'] });
    },
  });
}

export function useStudioCampaign(id: number) {
  return useQuery({
    queryKey: studioKeys.campaign(id),
    queryFn: () => api.get<StudioCampaign>(`${BASE}/campaigns/${id}`),
    // The editor holds the page's own copy: a refetch must not overwrite what is being typed.
    refetchOnWindowFocus: false,
  });
}

/** Saves the working copy over `revision`; a stale revision is refused (409), nothing lost. */
export function useSaveDraft(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { revision: number; document: CampaignDraft }) =>
      api.put<StudioCampaign>(`${BASE}/campaigns/${id}/draft`, input),
    onSuccess: (campaign) => {
      client.setQueryData(studioKeys.campaign(id), campaign);
      void client.invalidateQueries({ queryKey: studioKeys.preview(id) });
      void client.invalidateQueries({ queryKey: ['studio', 'campaigns'] });
    },
  });
}

export function usePublish(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (revision: number) =>
      api.post<PublishResult>(`${BASE}/campaigns/${id}/publish`, { revision }),
    onSuccess: (result) => {
      client.setQueryData(studioKeys.campaign(id), result.campaign);
      void client.invalidateQueries({ queryKey: ['studio', 'campaigns'] });
    },
  });
}

export function useCloseCampaign(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<StudioCampaign>(`${BASE}/campaigns/${id}/close`),
    onSuccess: (campaign) => {
      client.setQueryData(studioKeys.campaign(id), campaign);
      void client.invalidateQueries({ queryKey: ['studio', 'campaigns'] });
    },
  });
}

export function useUploadImage(id: number) {
  return useMutation({
    mutationFn: (file: File) =>
      // The kit's client sends a Blob as its own bytes with its own type.
      api.post<StudioImage>(
        `${BASE}/campaigns/${id}/images?filename=${encodeURIComponent(file.name)}`,
        file,
      ),
  });
}

export function usePreview(id: number) {
  return useQuery({
    queryKey: studioKeys.preview(id),
    queryFn: () => api.get<CampaignPage>(`${BASE}/campaigns/${id}/preview`),
  });
}

export function useDirectory(params: Partial<DirectoryQuery>) {
  return useQuery({
    queryKey: studioKeys.directory(params),
    queryFn: () => api.get<DirectoryPage>(`${BASE}/directory`, { params: { ...params } }),
    placeholderData: keepPreviousData,
  });
}

/** The signed-in team's private note on a creator: a brand's own, or ops'. Never another's. */
export type CreatorNote = { body: string; updated_at: string | null };

export function useCreatorNote(creatorId: number) {
  return useQuery({
    queryKey: studioKeys.note(creatorId),
    queryFn: () => api.get<CreatorNote>(`${BASE}/directory/${creatorId}/note`),
    meta: { errorNotification: false },
  });
}

export function useSaveCreatorNote(creatorId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api.put<CreatorNote>(`${BASE}/directory/${creatorId}/note`, { body }),
    meta: { errorNotification: false },
    onSuccess: (note) => client.setQueryData(studioKeys.note(creatorId), note),
  });
}

export function useInviteCreators(campaignId: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteCreatorsInput) =>
      api.post<InviteSendResult>(`${BASE}/campaigns/${campaignId}/invites`, input),
    onSuccess: () => void client.invalidateQueries({ queryKey: studioKeys.all }),
  });
}

export function useInviteByEmail(campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteByEmailInput) =>
      api.post<InviteSendResult>(`${BASE}/campaigns/${campaignId}/email-invites`, input),
    onSuccess: () => void client.invalidateQueries({ queryKey: studioKeys.all }),
  });
}

export function useBoard(campaignId: number, params: Partial<BoardQuery>) {
  return useQuery({
    queryKey: studioKeys.board(campaignId, params),
    queryFn: () =>
      api.get<BoardPage>(`${BASE}/campaigns/${campaignId}/board`, { params: { ...params } }),
    placeholderData: keepPreviousData,
    // The board follows the campaign as it happens: read again whenever it is opened, and every
    // 20 s while it is on screen (never in a background tab).
    staleTime: 0,
    refetchInterval: 20_000,
    refetchOnWindowFocus: true,
  });
}

export const boardCsvUrl = (campaignId: number, params: Record<string, string | undefined>) => {
  const search = new URLSearchParams(
    Object.entries(params).filter((e): e is [string, string] => !!e[1]),
  ).toString();
  return `${BASE}/campaigns/${campaignId}/board.csv${search ? `?${search}` : ''}`;
};
