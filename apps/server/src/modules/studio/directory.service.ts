import { AppError } from '@portal/domain/errors/app-error';
import {
  type DirectoryPage,
  type DirectoryQuery,
  directoryEntry,
  directoryViewFor,
  searchesEmail,
} from '@portal/domain/studio/directory';
import {
  assertCampaignAccess,
  assertCanUseStudio,
  type StudioActor,
} from '@portal/domain/studio/studio-policy';
import type { DirectoryRepository, DirectoryRow } from './directory.repository';
import type { StudioRepository } from './studio.repository';

const handlesOf = (row: DirectoryRow, accounts: { platform: string; handle: string }[]) => {
  const handles = accounts.map((a) => ({ platform: a.platform, handle: a.handle }));
  const has = (platform: string) => handles.some((h) => h.platform === platform);
  if (row.tiktok_handle && !has('tiktok'))
    handles.push({ platform: 'tiktok', handle: row.tiktok_handle });
  if (row.youtube_handle && !has('youtube'))
    handles.push({ platform: 'youtube', handle: row.youtube_handle });
  return handles;
};

/**
 * The creator directory (issue 29): search, filters, sort and pages on the server; what each role
 * sees is the domain's `directoryEntry` (ops in full; brand users the public side only).
 */
export function createDirectoryService(deps: {
  repo: DirectoryRepository;
  studioRepo: StudioRepository;
  clock: () => Date;
}) {
  const { repo, studioRepo } = deps;

  /** The team whose notes the actor reads and writes: their brand, or ops (null). */
  const teamOf = (actor: StudioActor) => (actor.type === 'brand' ? Number(actor.brandId) : null);

  async function assertCreator(creatorId: number) {
    if (!(await repo.isCreator(creatorId)))
      throw new AppError('not_found', 'The creator was not found.');
  }

  return {
    /** One page of the directory. @throws AppError forbidden (creators), not_found (a campaign not theirs). */
    async page(actor: StudioActor, query: DirectoryQuery): Promise<DirectoryPage> {
      assertCanUseStudio(actor);
      if (query.campaign_id !== undefined) {
        const campaign = await studioRepo.findAny(query.campaign_id);
        if (!campaign) throw new AppError('not_found', 'The campaign was not found.');
        assertCampaignAccess(actor, campaign.brand_id, false);
      }
      const view = directoryViewFor(actor);
      const email = searchesEmail(view);
      const rows = await repo.page(query, email);
      const total = rows.length > 0 ? Number(rows[0]!.total) : await repo.total(query, email);
      const ids = rows.map((r) => r.id);
      const accounts = await repo.accountsOf(ids);
      const categories = await repo.categoriesOf(ids);
      const invited =
        query.campaign_id !== undefined
          ? await repo.invitedTo(query.campaign_id, ids)
          : new Set<number>();
      const items = rows.map((row) => {
        const own = accounts.filter((a) => a.user_id === row.id);
        const completed = Number(row.completed);
        return directoryEntry(view, {
          id: row.id,
          first_name: row.first_name,
          last_name: row.last_name,
          email: row.email,
          phone: row.phone,
          address: row.address,
          handles: handlesOf(row, own),
          accounts: own.map(({ user_id: _, ...a }) => a),
          categories: categories.filter((c) => c.user_id === row.id).map((c) => c.name),
          followers: Number(row.followers),
          engagement_rate: row.engagement_rate === null ? null : Number(row.engagement_rate),
          country: row.country,
          city: row.city,
          completed_campaigns: completed,
          on_time_rate: completed > 0 ? Number(row.on_time) / completed : null,
          has_paypal: row.has_paypal,
          invited: invited.has(row.id),
        });
      });
      return { items, page: query.page, page_size: query.page_size, total, view };
    },

    /** The actor's team's note on a creator ('' when none). @throws AppError not_found. */
    async note(actor: StudioActor, creatorId: number) {
      assertCanUseStudio(actor);
      await assertCreator(creatorId);
      const row = await repo.findNote(creatorId, teamOf(actor));
      return { body: row?.body ?? '', updated_at: row?.updated_at.toISOString() ?? null };
    },

    /** Saves the team's note; another team never reads it. @throws AppError not_found. */
    async saveNote(actor: StudioActor, creatorId: number, body: string) {
      assertCanUseStudio(actor);
      await assertCreator(creatorId);
      const row = await repo.saveNote(
        creatorId,
        teamOf(actor),
        body,
        Number(actor.id),
        deps.clock(),
      );
      return { body: row.body, updated_at: new Date(row.updated_at).toISOString() };
    },
  };
}

export type DirectoryService = ReturnType<typeof createDirectoryService>;
