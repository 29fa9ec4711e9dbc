import { z } from 'zod';

/**
 * Issue 28: brands as ops make them in the console — name, logo, website, a contact e-mail.
 * Archiving hides the brand's campaigns from creators and stops new invites; nothing is deleted
 * (decision 531). The server's schemas and the console's types both come from here.
 */
export const BRAND_NAME_MAX = 100;
export const BRAND_WEBSITE_MAX = 300;
export const EMAIL_MAX = 320;

/** Largest logo file accepted (ours): a logo is small; 5 MB holds any reasonable export. */
export const MAX_LOGO_BYTES = 5 * 1024 * 1024;
/** A stored logo fits in this square (pixels), never enlarged: sharp on a 3x screen's 160 px. */
export const LOGO_MAX_SIDE = 512;
/** Image types a logo may be, read from the file's bytes (never its name or declared type). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const BRAND_MESSAGES = {
  nameRequired: 'Please enter the brand name.',
  nameTooLong: `A brand name is at most ${BRAND_NAME_MAX} characters.`,
  website: 'Please enter the website as a full address, starting with https:// or http://.',
  contactEmail: 'Please enter a valid email address.',
  logoType: 'A logo must be a PNG, JPEG, WebP or GIF image.',
  logoTooLarge: 'A logo can be at most 5 MB.',
  logoUnreadable: 'That image could not be read. Please choose another file.',
  archived: 'This brand is archived. Restore it first.',
} as const;

/** '' or absent clears an optional field; the server stores null. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => null), z.null(), schema]).optional();

const website = z
  .string()
  .trim()
  .max(BRAND_WEBSITE_MAX, { error: BRAND_MESSAGES.website })
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: BRAND_MESSAGES.website }));

const contactEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, { error: BRAND_MESSAGES.contactEmail })
  .pipe(z.email({ error: BRAND_MESSAGES.contactEmail }));

const name = z
  .string({ error: BRAND_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: BRAND_MESSAGES.nameRequired })
  .max(BRAND_NAME_MAX, { error: BRAND_MESSAGES.nameTooLong });

export const BrandCreateSchema = z.object({
  name,
  website: optional(website),
  contact_email: optional(contactEmail),
});
export type BrandCreateInput = z.input<typeof BrandCreateSchema>;

/** An edit names only what it changes. */
export const BrandUpdateSchema = BrandCreateSchema.partial().refine(
  (body) => Object.keys(body).length > 0,
  { error: 'Nothing to change.' },
);
export type BrandUpdateInput = z.input<typeof BrandUpdateSchema>;

export const BrandParamsSchema = z.object({
  brandId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const BrandListQuerySchema = z.object({
  /** 'active' (default), 'archived', or 'all'. */
  show: z.enum(['active', 'archived', 'all']).default('active'),
});

export const BrandSchema = z.object({
  id: z.number(),
  name: z.string(),
  logo_url: z.string().nullable(),
  website: z.string().nullable(),
  contact_email: z.string().nullable(),
  /** ISO 8601, or null while the brand is active. */
  archived_at: z.string().nullable(),
  created_at: z.string(),
  /** People with a role for this brand (active users). */
  staff_count: z.number(),
  campaign_count: z.number(),
});
export type Brand = z.infer<typeof BrandSchema>;

export const BrandListSchema = z.object({ items: z.array(BrandSchema) });
export type BrandList = z.infer<typeof BrandListSchema>;

/** Whether a logo upload of `type` (sniffed) and `size` bytes may be stored; null when it may. */
export function checkLogo(file: {
  type: string | undefined;
  size: number;
}): { code: 'unsupported_media_type' | 'payload_too_large'; message: string } | null {
  if (file.size > MAX_LOGO_BYTES) {
    return { code: 'payload_too_large', message: BRAND_MESSAGES.logoTooLarge };
  }
  if (!file.type || !(LOGO_TYPES as readonly string[]).includes(file.type)) {
    return { code: 'unsupported_media_type', message: BRAND_MESSAGES.logoType };
  }
  return null;
}
