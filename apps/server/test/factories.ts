import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { brands } from '../src/db/schema/campaigns';
import { profiles, refreshTokens, users } from '../src/db/schema/users';
import { hashPassword } from '../src/modules/auth/password';

const unique = () => randomBytes(4).toString('hex');

export interface TestUser {
  id: number;
  email: string;
  password: string;
  type: 'influencer' | 'brand' | 'ops';
  brandId: number | null;
  /** A valid access token for the user. */
  token: string;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  headers: { authorization: string };
}

/** Inserts a user (a creator by default) with a profile, and signs an access token for them. */
export async function createUser(
  app: FastifyInstance,
  options: {
    type?: TestUser['type'];
    email?: string;
    password?: string;
    brandId?: number | null;
    /** A brand user's role (issue 28); brand users default to reviewers. */
    brandRole?: 'admin' | 'reviewer';
    profile?: Partial<typeof profiles.$inferInsert>;
    user?: Partial<typeof users.$inferInsert>;
  } = {},
): Promise<TestUser> {
  const { db } = app.container;
  const type = options.type ?? 'influencer';
  const email = options.email ?? `${type}-${unique()}@example.com`;
  const password = options.password ?? 'correct-horse-battery';
  const [row] = await db
    .insert(users)
    .values({
      email,
      password_hash: await hashPassword(password),
      type,
      brand_id: options.brandId ?? null,
      brand_role: type === 'brand' ? (options.brandRole ?? 'reviewer') : null,
      ...options.user,
    })
    .returning();
  const user = row!;
  if (type === 'influencer') {
    await db
      .insert(profiles)
      .values({ user_id: user.id, first_name: 'Test', last_name: 'Creator', ...options.profile });
  }
  const token = await sessionTokenFor(app, user.id);
  return {
    id: user.id,
    email,
    password,
    type,
    brandId: user.brand_id,
    token,
    headers: { authorization: `Bearer ${token}` },
  };
}

/**
 * An access token for a new signed-in session of the user: a refresh-token family in the database
 * (the session check asks for one, decision 510) and a token naming it.
 */
export async function sessionTokenFor(app: FastifyInstance, userId: number): Promise<string> {
  const { db, tokens } = app.container;
  const familyId = randomUUID();
  await db.insert(refreshTokens).values({
    user_id: userId,
    token_hash: randomBytes(32).toString('hex'),
    family_id: familyId,
    // Far ahead: tests move the app's clock to dates of their own.
    expires_at: new Date('2100-01-01T00:00:00Z'),
  });
  return tokens.signAccessToken({ userId, familyId });
}

export async function createBrand(app: FastifyInstance, name = `Brand ${unique()}`) {
  const [brand] = await app.container.db.insert(brands).values({ name }).returning();
  return brand!;
}

/** The refresh cookie a session answer set, as a `cookie` header value. */
export function refreshCookieFrom(response: {
  cookies: { name: string; value: string }[];
}): string {
  const cookie = response.cookies.find((c) => c.name === 'portal_refresh');
  if (!cookie) throw new Error('no refresh cookie in the response');
  return `portal_refresh=${cookie.value}`;
}
