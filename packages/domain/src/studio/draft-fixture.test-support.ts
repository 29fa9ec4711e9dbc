import { type CampaignDraft, CampaignDraftSchema } from './campaign-draft';

/** A complete, publishable draft (tests): a paid Instagram photo campaign with two windows. */
export function completeDraft(overrides: Partial<CampaignDraft> = {}): CampaignDraft {
  return CampaignDraftSchema.parse({
    name: 'Summer Glow Serum',
    short_description: 'Show the serum in your morning routine.',
    platform: 'instagram_image',
    campaign_content_workflow: 'CONTENT_PREAPPROVAL',
    influencer_compensation_type: 'PRODUCT_AND_PAYMENT',
    payout_cents: 15000,
    product_name: 'Summer Glow Serum',
    flight_start: '2030-06-01T00:00:00.000Z',
    flight_end: '2030-06-30T23:59:00.000Z',
    windows: [
      { key: 'w1', start: '2030-06-01T00:00:00.000Z', end: '2030-06-14T23:59:00.000Z', spots: 10 },
      {
        key: 'w2',
        start: '2030-06-15T00:00:00.000Z',
        end: '2030-06-30T23:59:00.000Z',
        spots: null,
      },
    ],
    content_dos: ['Show the product in natural light'],
    content_donts: ['Show competing brands'],
    caption_dos: ['Say what you love about it'],
    caption_donts: ['Mention prices'],
    hashtags: ['#ad', '#GlowBotanics'],
    screen_names: ['@glowbotanics'],
    sample_image_ids: [1],
    custom_terms: 'You grant Glow Botanics the right to repost your content.',
    smart_questions: [
      { id: 'q1', question: 'Do you use serums?', options: ['Yes', 'No'], accepted: ['Yes'] },
    ],
    ...overrides,
  });
}

export const NOW = new Date('2030-05-01T12:00:00.000Z');
