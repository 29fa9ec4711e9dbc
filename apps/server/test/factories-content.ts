import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { brands, campaigns } from '../src/db/schema/campaigns';
import { content, media } from '../src/db/schema/content';
import { invites } from '../src/db/schema/invites';

const unique = () => randomBytes(4).toString('hex');
const DAY = 86_400_000;

/**
 * An approved invite for `userId` on a fresh brand's campaign: a generic CONTENT_ONLY upload
 * campaign requiring #glow and @glowbotanics by default.
 */
export async function createApprovedInvite(
  app: FastifyInstance,
  userId: number,
  options: {
    campaign?: Partial<typeof campaigns.$inferInsert>;
    invite?: Partial<typeof invites.$inferInsert>;
  } = {},
) {
  const { db } = app.container;
  const [brand] = await db
    .insert(brands)
    .values({ name: `Brand ${unique()}` })
    .returning();
  const [campaign] = await db
    .insert(campaigns)
    .values({
      brand_id: brand!.id,
      name: `Campaign ${unique()}`,
      influencer_compensation_type: 'PRODUCT_AND_PAYMENT',
      campaign_content_workflow: 'CONTENT_ONLY',
      platform: 'instagram_image',
      flight_start: new Date(Date.now() - DAY),
      flight_end: new Date(Date.now() + 10 * DAY),
      hashtags: ['glow'],
      screen_names: ['glowbotanics'],
      requires_caption: true,
      ...options.campaign,
    })
    .returning();
  const [invite] = await db
    .insert(invites)
    .values({
      campaign_id: campaign!.id,
      user_id: userId,
      status: 'APPROVED',
      payout_amount_cents: 5000,
      ...options.invite,
    })
    .returning();
  return { brand: brand!, campaign: campaign!, invite: invite! };
}

/** A submission row (with an image media row) in `state` for an invite. */
export async function insertSubmission(
  app: FastifyInstance,
  values: { user_id: number; invite_id: number; funnel_state?: string; caption?: string | null },
) {
  const { db } = app.container;
  const [m] = await db
    .insert(media)
    .values({
      user_id: values.user_id,
      content_type: 'image',
      source_url: '/demo/x.svg',
      status: 'ready',
    })
    .returning();
  const [row] = await db
    .insert(content)
    .values({
      invite_id: values.invite_id,
      user_id: values.user_id,
      media_id: m!.id,
      platform_type: 'instagram_image',
      caption: values.caption ?? null,
      funnel_state: values.funnel_state ?? 'CONTENT_IN_REVIEW',
    })
    .returning();
  return row!;
}

/** A real PNG of `side` pixels. */
export const pngBytes = (side = 32) =>
  sharp({ create: { width: side, height: side, channels: 3, background: '#d06030' } })
    .png()
    .toBuffer();

/** Enough of an MP4 for byte sniffing: an ftyp box, then padding. */
export function mp4Bytes(size = 4096): Buffer {
  const bytes = Buffer.alloc(size);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypisom', 4, 'latin1');
  bytes.writeUInt32BE(0x200, 12);
  bytes.write('isomiso2', 16, 'latin1');
  return bytes;
}

const b64 = (s: string) => Buffer.from(s).toString('base64');

/** Starts a tus upload; answers the inject response (Location holds the upload URL). */
export function createUpload(
  app: FastifyInstance,
  headers: { authorization: string },
  file: { name: string; type: string; size: number },
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/uploads',
    headers: {
      ...headers,
      'tus-resumable': '1.0.0',
      'upload-length': String(file.size),
      'upload-metadata': `filename ${b64(file.name)},filetype ${b64(file.type)}`,
    },
  });
}

/**
 * Starts a tus upload of a PNG of `side` pixels; answers its bytes, the upload URL (Location)
 * and the handle (the URL's last segment).
 */
export async function startPngUpload(
  app: FastifyInstance,
  headers: { authorization: string },
  name: string,
  side: number,
) {
  const bytes = await pngBytes(side);
  const created = await createUpload(app, headers, { name, type: 'image/png', size: bytes.length });
  const location = created.headers.location as string;
  return { bytes, location, handle: location.split('/').pop()! };
}

/** Sends bytes to a tus upload at `offset`. */
export function patchUpload(
  app: FastifyInstance,
  headers: { authorization: string },
  location: string,
  offset: number,
  body: Buffer,
) {
  return app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      ...headers,
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: body,
  });
}

/** Uploads a whole file through tus; answers the upload handle and the finishing response. */
export async function uploadFile(
  app: FastifyInstance,
  headers: { authorization: string },
  file: { name: string; type: string; bytes: Buffer },
) {
  const created = await createUpload(app, headers, { ...file, size: file.bytes.length });
  if (created.statusCode !== 201)
    throw new Error(`create failed: ${created.statusCode} ${created.body}`);
  const location = created.headers.location as string;
  const finished = await patchUpload(app, headers, location, 0, file.bytes);
  return { handle: location.split('/').pop()!, location, finished };
}
