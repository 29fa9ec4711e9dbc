import { randomBytes } from 'node:crypto';
import {
  type InviteRequestInput,
  InviteRequestInputSchema,
} from '@portal/domain/campaigns/invite-request';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { EmailMessage, EmailProvider } from '../integrations/email/email-provider';
import { createSocialProvider } from '../integrations/social/create-social-provider';
import { createTokenCipher, tokenKeyFrom } from '../integrations/social/token-cipher';
import type { StorageProvider } from '../integrations/storage/storage-provider';
import { createSigner } from '../lib/signed-payload';
import { createAuthRepository } from '../modules/auth/auth.repository';
import { createAuthService } from '../modules/auth/auth.service';
import { createSessionAccess } from '../modules/auth/session-access';
import { createTokenService } from '../modules/auth/tokens';
import { createLogoStore } from '../modules/brands/brand-logo';
import { createBrandsRepository } from '../modules/brands/brands.repository';
import { createBrandsService } from '../modules/brands/brands.service';
import { createCampaignsRepository } from '../modules/campaigns/campaigns.repository';
import { createContactsRepository } from '../modules/contacts/contacts.repository';
import { createContactsService } from '../modules/contacts/contacts.service';
import { createCreatorInvitationsRepository } from '../modules/creator-invitations/creator-invitations.repository';
import { createCreatorInvitationsService } from '../modules/creator-invitations/creator-invitations.service';
import { createInviteRequestsRepository } from '../modules/invite-requests/invite-requests.repository';
import { createInviteRequestsService } from '../modules/invite-requests/invite-requests.service';
import { createProfileRepository } from '../modules/profile/profile.repository';
import { createProfileService } from '../modules/profile/profile.service';
import { createSocialRepository } from '../modules/social/social.repository';
import { createSocialService } from '../modules/social/social.service';
import { createStaffRepository } from '../modules/staff/staff.repository';
import { createStaffService } from '../modules/staff/staff.service';

/** The seed's mail: kept in memory, so it can follow the links the services e-mail. */
export function createMemoryMailbox(): EmailProvider & { sent: EmailMessage[] } {
  const sent: EmailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

const silentLog = {
  info() {},
  warn() {},
  error() {},
  debug() {},
} as unknown as FastifyBaseLogger;

/**
 * The social service on the seed's transaction, with the configured adapter (the sandbox in the
 * demo): the seed reads the demo creators' audiences through it as a connection does (decision
 * 670). Its provider failures are logged nowhere: the figures just stay unknown.
 */
export function createSeedSocial(
  db: Db,
  config: Pick<Config, 'social' | 'auth'>,
  clock: () => Date = () => new Date(),
) {
  return createSocialService({
    db,
    repo: createSocialRepository(db),
    provider: createSocialProvider(config.social, config.auth.jwtSecret, clock).provider,
    cipher: createTokenCipher(tokenKeyFrom(config.social.tokenKey, config.auth.jwtSecret)),
    state: createSigner(config.auth.jwtSecret, 'oauth-state'),
    clock,
    publicUrl: '',
    log: silentLog,
  });
}

/**
 * The product's own services, built on the seed's transaction (issue 28: the demo makes its
 * brands, staff and creators through the doors the console and the portal use, so it cannot make
 * what the product cannot). E-mails land in a mailbox the seed reads links from.
 */
export function createSeedDoors(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  storage: StorageProvider | null,
  clock: () => Date = () => new Date(),
) {
  const mailbox = createMemoryMailbox();
  const brands = createBrandsService({
    db,
    repo: createBrandsRepository(db),
    logos: storage
      ? createLogoStore(storage)
      : {
          store: async () => {
            throw new Error('no storage for logos');
          },
          read: async () => null,
        },
    clock,
  });
  const authRepo = createAuthRepository(db);
  // The seed keeps no sessions: with no change feed, every check asks the database.
  const sessions = createSessionAccess({
    database: {
      listen: async () => {
        throw new Error('the seed has no change feed');
      },
    },
    repo: authRepo,
    clock,
    log: silentLog,
  });
  const staff = createStaffService({
    db,
    repo: createStaffRepository(db),
    email: mailbox,
    clock,
    publicUrl: config.publicUrl,
    assertBrandOpen: (brandId, tx) => brands.assertOpen(brandId, tx),
    endAccess: (userId, tx) => sessions.endAccess({ userId }, tx),
  });
  const creatorInvitations = createCreatorInvitationsService({
    db,
    repo: createCreatorInvitationsRepository(db),
    email: mailbox,
    clock,
    publicUrl: config.publicUrl,
    assertBrandOpen: (brandId, tx) => brands.assertOpen(brandId, tx),
  });
  // The session sign-up opens is ended at once: its tokens are signed with a key nobody keeps.
  const auth = createAuthService({
    db,
    repo: authRepo,
    tokens: createTokenService(randomBytes(32).toString('hex'), 60),
    sessions,
    email: mailbox,
    clock,
    refreshTokenTtlDays: 1,
    publicUrl: config.publicUrl,
    onCreatorSignedUp: (user, tx) => creatorInvitations.creatorJoined(user, tx),
  });
  const noTexts = {
    name: 'console' as const,
    sendCode: async () => {
      throw new Error('the seed sends no codes');
    },
    checkCode: async () => 'wrong' as const,
  };
  const profile = createProfileService({
    db,
    repo: createProfileRepository(db),
    contacts: createContactsService({
      repo: createContactsRepository(db),
      sms: noTexts,
      clock,
      log: silentLog,
    }),
    clock,
  });

  const inviteRequests = createInviteRequestsService({
    db,
    repo: createInviteRequestsRepository(db),
    campaignsRepo: createCampaignsRepository(db),
    clock,
  });

  /** The token of the newest set-password link e-mailed to `to`. */
  const linkTokenFor = (to: string) => {
    const mail = mailbox.sent.filter((m) => m.to === to).at(-1);
    const token = /set-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`the seed found no set-password link for ${to}`);
    return token;
  };

  return {
    brands,
    staff,
    creatorInvitations,
    mailbox,

    /** A staff user through an invitation and its e-mailed link, as a person would. */
    async inviteStaff(
      inviter: { id: number },
      input: {
        email: string;
        password: string;
        role: 'ops' | 'brand_admin' | 'brand_reviewer';
        brandId?: number;
      },
    ) {
      const actor = { id: inviter.id, type: 'ops' as const, brandId: null, brandRole: null };
      await staff.invite(actor, { email: input.email, role: input.role, brand_id: input.brandId });
      await staff.accept(linkTokenFor(input.email), input.password);
      return (await authRepo.findUserByEmail(input.email))!;
    },

    /** The first ops user through the command line's door: the one-time link, then a password. */
    async firstAdmin(input: { email: string; password: string }) {
      const made = await staff.createFirstAdmin(input.email);
      if (made.outcome !== 'created') throw new Error(`${input.email} exists already`);
      const token = new URL(made.link).searchParams.get('token')!;
      await staff.accept(token, input.password);
      return (await authRepo.findUserByEmail(input.email))!;
    },

    /** A creator through the portal's sign-up, then their profile through its editor's service. */
    async signUpCreator(
      input: { email: string; password: string; first_name: string; last_name: string },
      profileData: Record<string, unknown> = {},
    ) {
      const session = await auth.signUp(input);
      await auth.logout(session.refreshToken);
      const claims = { userId: session.user.id, type: 'influencer' as const, brandId: null };
      if (Object.keys(profileData).length > 0) await profile.patchProfile(claims, profileData);
      return (await authRepo.findUserById(session.user.id))!;
    },

    /** A creator's request for an invite, through the portal's request flow (its service). */
    async requestInvite(creatorId: number, input: InviteRequestInput) {
      const claims = { userId: creatorId, type: 'influencer' as const, brandId: null };
      return inviteRequests.requestInvite(claims, InviteRequestInputSchema.parse(input));
    },
  };
}

export type SeedDoors = ReturnType<typeof createSeedDoors>;
