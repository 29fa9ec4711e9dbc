import type { CampaignPage } from '@portal/domain/campaigns/campaign-api';
import { type BoardStep, boardCounts } from '@portal/domain/studio/board';

type BoardCounts = Record<BoardStep, number>;

import { AppError, type FieldErrors } from '@portal/domain/errors/app-error';
import { inviteView } from '@portal/domain/invites/invite-view';
import { campaignChangedNews } from '@portal/domain/notifications/notification-kinds';
import { type CampaignDraft, CampaignDraftSchema } from '@portal/domain/studio/campaign-draft';
import {
  campaignDetailOfDraft,
  guidelineRowsOf,
  invitePayoutOf,
} from '@portal/domain/studio/campaign-view';
import {
  assertClosable,
  type CampaignLifecycle,
  campaignStatusOf,
  lifecycleOfStatus,
} from '@portal/domain/studio/lifecycle';
import { publishProblems } from '@portal/domain/studio/publishable';
import {
  changeNoticeText,
  type EditVerdict,
  judgePublishedEdit,
} from '@portal/domain/studio/published-edits';
import type { PublishResult, StudioCampaign } from '@portal/domain/studio/studio-api';
import {
  assertCampaignAccess,
  assertCanUseStudio,
  canManageCampaign,
  type StudioActor,
  studioBrandScope,
} from '@portal/domain/studio/studio-policy';
import type { Db, DbOrTx } from '../../db/client';
import { recordAudit } from '../audit/audit.recorder';
import type { NotificationsRepository } from '../notifications/notifications.repository';
import { presentStudioCampaign, termsLink } from './studio.presenter';
import type { StudioHead, StudioRepository } from './studio.repository';
import type { StudioImages } from './studio-images';

/** The studio key of a campaign's waitlist flight (not a valid window key, so never a window's). */
export const WAITLIST_KEY = '~waitlist';

const NOT_FOUND = 'The campaign was not found.';
const iso = (d: Date | null) => (d ? new Date(d) : null);

/**
 * The campaign studio's use cases (issue 29): write a campaign as a draft, preview it as a
 * creator, publish it (completeness checked by the domain's `publishProblems`, later edits judged
 * by `judgePublishedEdit`: refused, versioned, or told to creators with open invites), close it.
 * Publishing writes the draft into the rows the creator side reads, in one transaction.
 */
export function createStudioService(deps: {
  db: Db;
  repo: StudioRepository;
  images: StudioImages;
  news: NotificationsRepository;
  /** Counts per board step of each campaign (the board service), for the campaigns list. */
  counts: (actor: StudioActor, campaignIds: number[]) => Promise<Map<number, BoardCounts>>;
  clock: () => Date;
}) {
  const { db, repo, images, clock } = deps;

  async function load(actor: StudioActor, campaignId: number, write: boolean) {
    assertCanUseStudio(actor);
    const head = await repo.find(campaignId);
    if (!head) throw new AppError('not_found', NOT_FOUND);
    assertCampaignAccess(actor, head.campaign.brand_id, write);
    return head;
  }

  async function invitesPerWindow(campaignId: number, tx: DbOrTx = db) {
    const rows = await repo.invitesPerFlight(campaignId, tx);
    return Object.fromEntries(rows.flatMap((r) => (r.key ? [[r.key, Number(r.n)]] : [])));
  }

  /** Problems the domain leaves to us: images of another brand, unknown categories. */
  async function referenceProblems(head: StudioHead, doc: CampaignDraft): Promise<FieldErrors> {
    const problems: FieldErrors = {};
    const ids = [...doc.sample_image_ids, ...doc.mood_board_image_ids];
    const own = new Set((await repo.imagesOf(head.campaign.brand_id, ids)).map((i) => i.id));
    doc.sample_image_ids.forEach((id, i) => {
      if (!own.has(id))
        problems[`sample_image_ids.${i}`] = 'This image was not found. Upload it again.';
    });
    doc.mood_board_image_ids.forEach((id, i) => {
      if (!own.has(id))
        problems[`mood_board_image_ids.${i}`] = 'This image was not found. Upload it again.';
    });
    const known = new Set(await repo.existingCategoryIds(doc.category_ids));
    doc.category_ids.forEach((id, i) => {
      if (!known.has(id)) problems[`category_ids.${i}`] = 'This category does not exist.';
    });
    return problems;
  }

  async function verdictOf(head: StudioHead, doc: CampaignDraft): Promise<EditVerdict | null> {
    const live = head.draft.published_document;
    if (!live) return null;
    const placed = await invitesPerWindow(head.campaign.id);
    const verdict = judgePublishedEdit(live, doc, { invitesPerWindow: placed });
    const waitlisted = placed[WAITLIST_KEY] ?? 0;
    if (live.waitlist && !doc.waitlist && waitlisted > 0) {
      verdict.refused.waitlist = 'Creators are on the waitlist: it cannot be turned off.';
    }
    return verdict;
  }

  async function present(actor: StudioActor, head: StudioHead): Promise<StudioCampaign> {
    const doc = head.draft.document;
    const verdict = await verdictOf(head, doc);
    const problems = {
      ...publishProblems(doc, clock()),
      ...(await referenceProblems(head, doc)),
      ...(verdict?.refused ?? {}),
    };
    const ids = [...doc.sample_image_ids, ...doc.mood_board_image_ids];
    const rows = await repo.imagesOf(head.campaign.brand_id, ids);
    return presentStudioCampaign(head, {
      problems,
      notices: verdict?.notices ?? [],
      images: rows.map((r) => ({ ...images.linksOf(r), id: r.id, filename: r.filename })),
      canEdit: canManageCampaign(actor, head.campaign.brand_id),
    });
  }

  /** Writes the published version into the rows creators read (inside `tx`). */
  async function writeLive(head: StudioHead, doc: CampaignDraft, tx: DbOrTx) {
    const campaignId = head.campaign.id;
    const now = clock();
    const links = new Map(
      (
        await repo.imagesOf(
          head.campaign.brand_id,
          [...doc.sample_image_ids, ...doc.mood_board_image_ids],
          tx,
        )
      ).map((r) => [r.id, images.linksOf(r)]),
    );
    const flightRows = await repo.listFlights(campaignId, tx);
    const byKey = new Map(flightRows.map((f) => [f.studio_key, f]));
    const wanted = [
      ...doc.windows.map((w) => ({ key: w.key, start: w.start!, end: w.end!, spots: w.spots })),
      ...(doc.waitlist
        ? [{ key: WAITLIST_KEY, start: doc.flight_start!, end: doc.flight_end!, spots: null }]
        : []),
    ];
    let waitlistFlightId: number | null = null;
    for (const w of wanted) {
      const values = { start_date: new Date(w.start), end_date: new Date(w.end), spots: w.spots };
      const existing = byKey.get(w.key);
      let id: number;
      if (existing) {
        await repo.updateFlight(existing.id, values, tx);
        id = existing.id;
      } else {
        id = await repo.insertFlight({ ...values, campaign_id: campaignId, studio_key: w.key }, tx);
      }
      if (w.key === WAITLIST_KEY) waitlistFlightId = id;
    }
    const keep = new Set(wanted.map((w) => w.key));
    const placed = await repo.invitesPerFlight(campaignId, tx);
    const occupied = new Set(placed.map((p) => p.flight_id));
    await repo.deleteFlights(
      flightRows
        .filter((f) => f.studio_key !== null && !keep.has(f.studio_key) && !occupied.has(f.id))
        .map((f) => f.id),
      tx,
    );
    const first = doc.sample_image_ids.map((id) => links.get(id)).find(Boolean);
    const mood = doc.mood_board_image_ids.map((id) => links.get(id)).find(Boolean);
    const payout = invitePayoutOf(doc);
    await repo.updateCampaign(
      campaignId,
      {
        name: doc.name,
        short_description: doc.short_description,
        influencer_compensation_type: doc.influencer_compensation_type!,
        campaign_content_workflow: doc.campaign_content_workflow!,
        platform: doc.platform!,
        campaign_display_type: doc.platform!.includes('video') ? doc.platform : null,
        product_name: doc.product_name,
        product_description: doc.product_description,
        product_payment_details: doc.product_payment_details,
        flight_start: new Date(doc.flight_start!),
        flight_end: new Date(doc.flight_end!),
        video_orientation: doc.video_orientation,
        creator_expense_amount_cents: doc.creator_expense_cents,
        payout_amount_cents: payout.payout_amount_cents,
        sample_post_url: first?.url ?? null,
        mood_board_image: mood?.url ?? null,
        hashtags: doc.hashtags,
        screen_names: doc.screen_names,
        requires_caption: doc.requires_caption,
        smart_questions: doc.smart_questions,
        enable_requested_invites_auto_assign: doc.auto_assign_requests,
        requested_invites_flight_id: waitlistFlightId,
        status: campaignStatusOf(
          lifecycleOfStatus(head.campaign.status) === 'closed' ? 'closed' : 'published',
          doc.open_to_requests,
        ),
        published_at: head.campaign.published_at ?? now,
      },
      tx,
    );
    const mediaOf = (ids: number[], kind: 'image' | 'mood_board') =>
      ids.flatMap((id, position) => {
        const l = links.get(id);
        return l ? [{ kind, url: l.url, thumbnail_url: l.thumbnail_url, position }] : [];
      });
    await repo.replaceParts(
      campaignId,
      {
        guidelines: guidelineRowsOf(doc),
        media: [
          ...mediaOf(doc.sample_image_ids, 'image'),
          ...mediaOf(doc.mood_board_image_ids, 'mood_board'),
        ],
        categoryIds: [...new Set(doc.category_ids)],
      },
      tx,
    );
  }

  return {
    /** Studio campaigns the actor may read, newest first. */
    async list(
      actor: StudioActor,
      query: {
        brand_id?: number;
        lifecycle?: CampaignLifecycle;
        q?: string;
        page: number;
        page_size: number;
      },
    ) {
      assertCanUseStudio(actor);
      const brandId = studioBrandScope(actor, query.brand_id);
      const { rows, total } = await repo.page(
        { brandId, lifecycle: query.lifecycle, q: query.q },
        query.page_size,
        (query.page - 1) * query.page_size,
      );
      const counts = await deps.counts(
        actor,
        rows.map((r) => r.campaign.id),
      );
      return {
        items: rows.map((head) => ({
          counts: counts.get(head.campaign.id) ?? boardCounts([]),
          id: head.campaign.id,
          name: head.draft.document.name || head.campaign.name,
          brand: { id: head.brand.id, name: head.brand.name },
          lifecycle: lifecycleOfStatus(head.campaign.status),
          status: head.campaign.status,
          flight_start: head.draft.document.flight_start,
          flight_end: head.draft.document.flight_end,
          has_unpublished_changes:
            JSON.stringify(head.draft.document) !== JSON.stringify(head.draft.published_document),
          updated_at: head.draft.updated_at.toISOString(),
        })),
        page: query.page,
        page_size: query.page_size,
        total,
      };
    },

    /**
     * A new draft for `brandId` (ops: any brand; a brand admin: their own).
     * @throws AppError not_found (an unknown or another brand), forbidden (reviewers, creators).
     */
    /**
     * What the console's forms choose from: the brands the actor works for (ops every brand, a
     * brand user their own) and the category taxonomy.
     */
    async options(actor: StudioActor) {
      assertCanUseStudio(actor);
      const [brandRows, categoryRows] = await Promise.all([
        repo.brandsFor(studioBrandScope(actor, null)),
        repo.categories(),
      ]);
      return { brands: brandRows, categories: categoryRows };
    },
    async create(actor: StudioActor, input: { brand_id: number; name: string }) {
      assertCampaignAccess(actor, input.brand_id, true);
      if (!(await repo.brandExists(input.brand_id)))
        throw new AppError('not_found', 'The brand was not found.');
      const document = CampaignDraftSchema.parse({ name: input.name });
      const id = await db.transaction(async (tx) => {
        const made = await repo.insertDraft(
          {
            brandId: input.brand_id,
            document,
            userId: Number(actor.id),
            placeholder: { name: input.name },
          },
          tx,
        );
        // Staff actions are audited in their transaction (issue 28, decision 530).
        await recordAudit(tx, {
          actorId: Number(actor.id),
          action: 'campaign.created',
          target: { type: 'campaign', id: made, label: input.name },
          brandId: input.brand_id,
          after: { name: input.name },
        });
        return made;
      });
      return present(actor, (await repo.find(id))!);
    },

    /** One studio campaign with what publishing it would refuse. @throws AppError not_found. */
    async get(actor: StudioActor, campaignId: number) {
      return present(actor, await load(actor, campaignId, false));
    },

    /**
     * Saves the working copy. Creators see nothing of it until it is published.
     * @throws AppError conflict when the page edited an older revision; not_found; forbidden.
     */
    async save(
      actor: StudioActor,
      campaignId: number,
      input: { revision: number; document: CampaignDraft },
    ) {
      const head = await load(actor, campaignId, true);
      const conflict = () =>
        new AppError(
          'conflict',
          'Someone else saved this campaign since you opened it. Reload to see their changes.',
        );
      // The page edited the revision read here, so `head`'s document is what the save replaces
      // (the compare-and-set below holds it: a save in between makes this one a conflict).
      if (head.draft.revision !== input.revision) throw conflict();
      const saved = await db.transaction(async (tx) => {
        const revision = await repo.saveDraft(
          campaignId,
          input.revision,
          input.document,
          Number(actor.id),
          clock(),
          tx,
        );
        if (revision === null) return null;
        // The fields the save changed, before → after (issue 28); a save that changes nothing
        // records nothing.
        await recordAudit(tx, {
          actorId: Number(actor.id),
          action: 'campaign.updated',
          target: {
            type: 'campaign',
            id: campaignId,
            label: input.document.name || head.campaign.name,
          },
          brandId: head.campaign.brand_id,
          before: head.draft.document as unknown as Record<string, unknown>,
          after: input.document as unknown as Record<string, unknown>,
        });
        return revision;
      });
      if (saved === null) throw conflict();
      return present(actor, (await repo.find(campaignId))!);
    },

    /**
     * Publishes the working copy: the first time, the campaign appears to creators (invites can
     * be sent, requests taken when open to them); later, the change reaches creators, and those
     * with open invites are told of what affects them. Custom terms that changed become a new
     * version.
     * @throws AppError validation_failed naming each missing, invalid or refused field; conflict
     * when the page published an older revision; not_found; forbidden.
     */
    async publish(
      actor: StudioActor,
      campaignId: number,
      revision: number,
    ): Promise<PublishResult> {
      const head = await load(actor, campaignId, true);
      if (head.draft.revision !== revision) {
        throw new AppError(
          'conflict',
          'This campaign changed since you opened it. Reload and publish again.',
        );
      }
      const doc = head.draft.document;
      const verdict = await verdictOf(head, doc);
      const problems = {
        ...publishProblems(doc, clock()),
        ...(await referenceProblems(head, doc)),
      };
      const refused = verdict?.refused ?? {};
      if (Object.keys(problems).length > 0 || Object.keys(refused).length > 0) {
        const message =
          Object.keys(problems).length > 0
            ? 'The campaign is not ready to publish: see the fields marked.'
            : 'This change would break what creators agreed to: see the fields marked.';
        throw new AppError('validation_failed', message, { fields: { ...problems, ...refused } });
      }
      const first = head.draft.published_document === null;
      const termsChanged = first ? doc.custom_terms !== null : !!verdict?.newTermsVersion;
      const outcome = await db.transaction(async (tx) => {
        if (!(await repo.markPublished(campaignId, revision, doc, tx))) return null;
        await writeLive(head, doc, tx);
        // What creators see changed from the last published copy to this one (issue 28).
        await recordAudit(tx, {
          actorId: Number(actor.id),
          action: 'campaign.published',
          target: { type: 'campaign', id: campaignId, label: doc.name },
          brandId: head.campaign.brand_id,
          before: (head.draft.published_document as Record<string, unknown> | null) ?? null,
          after: doc as unknown as Record<string, unknown>,
        });
        const termsVersion = termsChanged
          ? await repo.publishTerms(campaignId, head.brand.name, doc.custom_terms!, termsLink, tx)
          : head.terms_version;
        let notified = 0;
        if (verdict && verdict.notices.length > 0) {
          if (
            verdict.notices.includes('payout_raised') ||
            verdict.notices.includes('expense_raised')
          ) {
            await repo.raiseOpenInvitePayouts(campaignId, invitePayoutOf(doc), clock(), tx);
          }
          const text = changeNoticeText(doc.name, verdict.notices, doc);
          for (const open of await repo.openInviteCreators(campaignId, tx)) {
            const news = campaignChangedNews({ inviteId: open.invite_id, revision, ...text });
            if ((await deps.news.insert(open.user_id, news, tx)) !== null) notified++;
          }
        }
        return { termsVersion, notified };
      });
      if (!outcome) {
        throw new AppError(
          'conflict',
          'This campaign changed since you opened it. Reload and publish again.',
        );
      }
      return {
        campaign: await present(actor, (await repo.find(campaignId))!),
        notified: outcome.notified,
        terms_version: outcome.termsVersion ?? null,
      };
    },

    /**
     * Closes a published campaign: no new invites or requests; open deliverables continue to
     * their end. Closing again changes nothing. @throws AppError conflict for a draft.
     */
    async close(actor: StudioActor, campaignId: number) {
      const head = await load(actor, campaignId, true);
      const lifecycle = lifecycleOfStatus(head.campaign.status);
      assertClosable(lifecycle);
      if (lifecycle !== 'closed') {
        await db.transaction(async (tx) => {
          await repo.updateCampaign(
            campaignId,
            { status: campaignStatusOf('closed', false), closed_at: iso(clock()) },
            tx,
          );
          await recordAudit(tx, {
            actorId: Number(actor.id),
            action: 'campaign.closed',
            target: { type: 'campaign', id: campaignId, label: head.campaign.name },
            brandId: head.campaign.brand_id,
            before: { state: lifecycle },
            after: { state: 'closed' },
          });
        });
      }
      return present(actor, (await repo.find(campaignId))!);
    },

    /**
     * "Preview as a creator": the campaign page the portal draws for a pending invite, from the
     * working copy (nothing is published, no creator sees it).
     */
    async preview(actor: StudioActor, campaignId: number): Promise<CampaignPage> {
      const head = await load(actor, campaignId, false);
      const doc = head.draft.document;
      const rows = await repo.imagesOf(head.campaign.brand_id, [
        ...doc.sample_image_ids,
        ...doc.mood_board_image_ids,
      ]);
      const campaign = campaignDetailOfDraft(doc, {
        id: head.campaign.id,
        status: campaignStatusOf('published', doc.open_to_requests),
        brand: { name: head.brand.name, logo_url: head.brand.logo_url },
        images: new Map(rows.map((r) => [r.id, images.linksOf(r)])),
        hasCustomTerms: doc.custom_terms !== null,
      });
      const payout = invitePayoutOf(doc);
      const now = Math.floor(clock().getTime() / 1000);
      // What a just-invited creator's screens would say of it (the invite's view, issue 31).
      const view = inviteView(
        {
          id: 0,
          status: 'PENDING',
          storedGroup: 'active',
          requested: false,
          waitlisted: false,
          workflow: campaign.campaign_content_workflow,
          platform: campaign.platform,
          compensation: campaign.influencer_compensation_type,
          payoutCents: payout.payout_amount_cents,
          expenseCents: payout.total_payout_amount_cents - payout.payout_amount_cents,
          productName: campaign.product_name,
          isPaid: false,
          inviteSentAt: now,
          // The preview has no invite yet: the spec's default deadline.
          acceptBy: null,
          window: {
            flight_start: campaign.flight_start,
            flight_end: campaign.flight_end,
            has_extension: false,
            granted_extension_end_ts: null,
          },
          campaignFlightEnd: campaign.flight_end,
          posts: [],
        },
        now,
      );
      return {
        campaign,
        invite: {
          id: 0,
          status: 'PENDING',
          group: 'active',
          payout_amount: payout.payout_amount_cents / 100,
          total_payout_amount: payout.total_payout_amount_cents / 100,
          is_paid: false,
          smart_question_answer_result: null,
          invite_sent_at: now,
          flight_end: campaign.flight_end,
          extension_metadata: { has_extension: false, granted_extension_end_ts: null },
          invite_flight: null,
          posts: [],
          campaign_funnel_state: 'invite-pending',
          reject_reason: null,
          campaign,
          view,
        },
      };
    },

    /**
     * A sample or mood-board image for the campaign's brand: checked (type from the bytes, size)
     * and resized like every image. @throws AppError unsupported_media_type, payload_too_large.
     */
    async uploadImage(
      actor: StudioActor,
      campaignId: number,
      file: { bytes: Buffer; filename: string | null },
    ) {
      const head = await load(actor, campaignId, true);
      const row = await images.store({
        brandId: head.campaign.brand_id,
        userId: Number(actor.id),
        ...file,
      });
      return { ...images.linksOf(row), id: row.id, filename: row.filename };
    },
  };
}

export type StudioService = ReturnType<typeof createStudioService>;
