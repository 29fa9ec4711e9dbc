import type { CampaignDraftInput } from '@portal/domain/studio/campaign-draft';
import type { StudioCampaign } from '@portal/domain/studio/studio-api';
import type { FastifyInstance } from 'fastify';
import { pngBytes } from './factories-content';

type Headers = { authorization: string };
const DAY = 86_400_000;

/** Uploads a small PNG as a studio image of the campaign; answers its id. */
export async function uploadStudioImage(
  app: FastifyInstance,
  headers: Headers,
  campaignId: number,
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/studio/campaigns/${campaignId}/images?filename=sample.png`,
    headers: { ...headers, 'content-type': 'image/png' },
    payload: await pngBytes(64),
  });
  if (response.statusCode !== 201) throw new Error(`image upload: ${response.body}`);
  return response.json().id as number;
}

/** A complete document: a paid Instagram campaign with two windows, terms and a question. */
export function completeDocument(
  imageId: number,
  overrides: CampaignDraftInput = {},
): CampaignDraftInput {
  // One clock reading, so that dates named alike (the last window's end, the campaign's) are equal.
  const now = Date.now();
  const at = (days: number) => new Date(now + days * DAY).toISOString();
  return {
    name: 'Studio Serum',
    short_description: 'Show the serum in your morning routine.',
    platform: 'instagram_image',
    campaign_content_workflow: 'CONTENT_PREAPPROVAL',
    influencer_compensation_type: 'PRODUCT_AND_PAYMENT',
    payout_cents: 15000,
    product_name: 'Studio Serum',
    flight_start: at(-1),
    flight_end: at(30),
    windows: [
      { key: 'w1', start: at(-1), end: at(14), spots: 10 },
      { key: 'w2', start: at(15), end: at(30), spots: null },
    ],
    content_dos: ['Show the product in natural light'],
    content_donts: ['Show competing brands'],
    caption_dos: [],
    caption_donts: ['Mention prices'],
    hashtags: ['#ad', '#StudioSerum'],
    screen_names: ['@studioserum'],
    sample_image_ids: [imageId],
    custom_terms: 'You allow the brand to repost your content.',
    smart_questions: [
      { id: 'q1', question: 'Do you use serums?', options: ['Yes', 'No'], accepted: ['Yes'] },
    ],
    ...overrides,
  };
}

export async function createStudioCampaign(
  app: FastifyInstance,
  headers: Headers,
  brandId: number,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/studio/campaigns',
    headers,
    payload: { brand_id: brandId, name: 'Studio Serum' },
  });
  if (response.statusCode !== 201) throw new Error(`create: ${response.body}`);
  return response.json() as StudioCampaign;
}

export async function saveDraft(
  app: FastifyInstance,
  headers: Headers,
  campaign: { id: number; revision: number },
  document: CampaignDraftInput,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/v1/studio/campaigns/${campaign.id}/draft`,
    headers,
    payload: { revision: campaign.revision, document },
  });
}

export async function publish(
  app: FastifyInstance,
  headers: Headers,
  campaign: { id: number; revision: number },
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/studio/campaigns/${campaign.id}/publish`,
    headers,
    payload: { revision: campaign.revision },
  });
}

/** A published studio campaign of `brandId`, made by `headers` (ops or the brand's admin). */
export async function publishedStudioCampaign(
  app: FastifyInstance,
  headers: Headers,
  brandId: number,
  overrides: CampaignDraftInput = {},
) {
  const created = await createStudioCampaign(app, headers, brandId);
  const imageId = await uploadStudioImage(app, headers, created.id);
  const saved = await saveDraft(app, headers, created, completeDocument(imageId, overrides));
  if (saved.statusCode !== 200) throw new Error(`save: ${saved.body}`);
  const published = await publish(app, headers, saved.json());
  if (published.statusCode !== 200) throw new Error(`publish: ${published.body}`);
  return published.json().campaign as StudioCampaign;
}
