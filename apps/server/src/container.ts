import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { createAnswerCache } from './http/answer-cache';
import type { EmailProvider } from './integrations/email/email-provider';
import { createOutboxEmail } from './integrations/email/outbox-email';
import { createSmtpEmail } from './integrations/email/smtp-email';
import type { PayoutProvider } from './integrations/payouts/payout-provider';
import { createSmsProvider } from './integrations/sms/create-sms-provider';
import type { SmsVerificationProvider } from './integrations/sms/sms-provider';
import { createConsoleTexts, createTwilioTexts } from './integrations/sms/text-messages';
import { createSocialProvider } from './integrations/social/create-social-provider';
import type { SandboxSocial } from './integrations/social/sandbox-social';
import type { SocialProvider } from './integrations/social/social-provider';
import { createTokenCipher, tokenKeyFrom } from './integrations/social/token-cipher';
import { createStorage } from './integrations/storage/create-storage';
import type { StorageProvider } from './integrations/storage/storage-provider';
import { createSigner } from './lib/signed-payload';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import { createAuditRepository } from './modules/audit/audit.repository';
import { createAuditService } from './modules/audit/audit.service';
import { createAccountService } from './modules/auth/account.service';
import { createAuthRepository } from './modules/auth/auth.repository';
import { createAuthService } from './modules/auth/auth.service';
import { createPageSessions } from './modules/auth/page-session';
import { createSessionAccess } from './modules/auth/session-access';
import { createTokenService } from './modules/auth/tokens';
import { createLogoStore } from './modules/brands/brand-logo';
import { createBrandsRepository } from './modules/brands/brands.repository';
import { createBrandsService } from './modules/brands/brands.service';
import { createCampaignsRepository } from './modules/campaigns/campaigns.repository';
import { createCampaignsService } from './modules/campaigns/campaigns.service';
import { createCategoriesRepository } from './modules/categories/categories.repository';
import { createCategoriesService } from './modules/categories/categories.service';
import { createContactsRepository } from './modules/contacts/contacts.repository';
import { createContactsService } from './modules/contacts/contacts.service';
import { createContentModule } from './modules/content/content.module';
import { createCreatorInvitationsRepository } from './modules/creator-invitations/creator-invitations.repository';
import {
  type CreatorInvitationsService,
  createCreatorInvitationsService,
} from './modules/creator-invitations/creator-invitations.service';
import { createDeadlinesRepository } from './modules/deadlines/deadlines.repository';
import { createDeadlinesService } from './modules/deadlines/deadlines.service';
import { createEarningsRepository } from './modules/earnings/earnings.repository';
import { createEarningsService } from './modules/earnings/earnings.service';
import { createEventsRepository } from './modules/events/events.repository';
import { createEventsService } from './modules/events/events.service';
import { createFlagsService } from './modules/flags/flags.service';
import { createFunnelRepository } from './modules/funnel/funnel.repository';
import { createFunnelService } from './modules/funnel/funnel.service';
import { auditLogFunnelAudit } from './modules/funnel/funnel-audit';
import { createInviteRequestsRepository } from './modules/invite-requests/invite-requests.repository';
import { createInviteRequestsService } from './modules/invite-requests/invite-requests.service';
import { createInvitesRepository } from './modules/invites/invites.repository';
import { createInvitesService } from './modules/invites/invites.service';
import { createLiveNews } from './modules/notifications/live-news';
import { createNewsWriter } from './modules/notifications/news-writer';
import { createNotificationsRepository } from './modules/notifications/notifications.repository';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createPayoutsModule } from './modules/payouts/payouts.module';
import { createProfileRepository } from './modules/profile/profile.repository';
import { createProfileService } from './modules/profile/profile.service';
import { createRemindersRepository } from './modules/reminders/reminders.repository';
import { createRemindersService } from './modules/reminders/reminders.service';
import { createReviewModule } from './modules/review/review.module';
import { createReviewLive } from './modules/review/review-live';
import { createSagasService } from './modules/sagas/sagas.service';
import { createSocialRepository } from './modules/social/social.repository';
import { createSocialService } from './modules/social/social.service';
import { createStaffRepository } from './modules/staff/staff.repository';
import { createStaffService } from './modules/staff/staff.service';
import { createStaffActorLookup } from './modules/staff/staff-actor.repository';
import { createStudioModule } from './modules/studio/studio.module';
import { createSupportRepository } from './modules/support/support.repository';
import { createSupportService } from './modules/support/support.service';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';

export interface ContainerOverrides {
  clock?: () => Date;
  storage?: StorageProvider;
  email?: EmailProvider;
  social?: { provider: SocialProvider; sandbox: SandboxSocial | null };
  sms?: SmsVerificationProvider;
  payouts?: PayoutProvider;
  /** The data folder's key for `npm run ops -- create-admin` (server.ts makes it; decision 534). */
  opsCliKey?: string;
}

/**
 * The composition root: builds every repository, provider and service once, wiring each service
 * with exactly the dependencies it names. The HTTP app, the worker and the ops CLI share it.
 */
export async function createContainer(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  overrides: ContainerOverrides = {},
) {
  const { db } = database;
  const clock = overrides.clock ?? (() => new Date());
  const email =
    overrides.email ??
    (config.email.provider === 'smtp' && config.email.smtpUrl
      ? createSmtpEmail(config.email.smtpUrl, config.email.from)
      : createOutboxEmail(db, log));
  // Made below (it needs the brands); sign-up, made first, calls it once requests arrive.
  let creatorInvitations: CreatorInvitationsService;
  const tokens = createTokenService(config.auth.jwtSecret, config.auth.accessTokenTtlSeconds);
  const users = createUsersService({ repo: createUsersRepository(db), clock });
  const authRepo = createAuthRepository(db);
  const sessions = createSessionAccess({ database, repo: authRepo, clock, log });
  const auth = createAuthService({
    db,
    repo: authRepo,
    tokens,
    sessions,
    email,
    clock,
    refreshTokenTtlDays: config.auth.refreshTokenTtlDays,
    publicUrl: config.publicUrl,
    // Claims what waited for the address, in the sign-up's transaction: the invitations to join
    // and, through their listener, the studio's waiting campaign invites (built further down).
    onCreatorSignedUp: (user, tx) => creatorInvitations.creatorJoined(user, tx),
  });
  const account = createAccountService({ db, repo: authRepo, sessions, clock });
  const pageSessions = createPageSessions({
    secret: config.auth.jwtSecret,
    repo: authRepo,
    clock,
  });
  const flags = createFlagsService({ db, defaults: config.flagDefaults });
  const sagas = createSagasService({ db });
  const events = createEventsService({ repo: createEventsRepository(db) });
  const campaignsRepo = createCampaignsRepository(db);
  const campaigns = createCampaignsService({ repo: campaignsRepo, clock });
  const invites = createInvitesService({
    repo: createInvitesRepository(db),
    campaignsRepo,
    campaigns,
    events,
    users,
    clock,
  });
  const inviteRequests = createInviteRequestsService({
    db,
    repo: createInviteRequestsRepository(db),
    campaignsRepo,
    clock,
  });
  const sms = overrides.sms ?? createSmsProvider(config.sms, db, log, clock);
  const contacts = createContactsService({ repo: createContactsRepository(db), sms, clock, log });
  // The one writer of content.funnel_state (issue 26): every module's moves go through it, and
  // each staff decision is an audit-log entry in its transaction (issue 28).
  const funnel = createFunnelService({
    db,
    repo: createFunnelRepository(db),
    news: createNewsWriter(createNotificationsRepository(db)),
    audit: auditLogFunnelAudit,
    clock,
  });
  const { payouts, payoutProvider } = createPayoutsModule({
    config: config.payouts,
    db,
    clock,
    log,
    provider: overrides.payouts,
    funnel,
  });
  const profile = createProfileService({
    db,
    repo: createProfileRepository(db),
    contacts,
    clock,
    onPaypalEmailChange: payouts.afterPaypalEmailChange,
  });
  const socialAdapter =
    overrides.social ?? createSocialProvider(config.social, config.auth.jwtSecret, clock);
  const social = createSocialService({
    db,
    repo: createSocialRepository(db),
    provider: socialAdapter.provider,
    cipher: createTokenCipher(tokenKeyFrom(config.social.tokenKey, config.auth.jwtSecret)),
    state: createSigner(config.auth.jwtSecret, 'oauth-state'),
    clock,
    publicUrl: config.publicUrl,
    log,
  });
  const storage = overrides.storage ?? (await createStorage(config.storage));
  const contentModule = createContentModule({
    config,
    db,
    clock,
    log,
    flags,
    social,
    storage,
    funnel,
  });
  const studioModule = createStudioModule({
    db,
    storage,
    email,
    publicUrl: config.publicUrl,
    clock,
  });
  const reviewModule = createReviewModule({
    db,
    clock,
    funnel,
    payouts,
    payoutProvider,
    ...contentModule,
  });
  const categories = createCategoriesService({ db, repo: createCategoriesRepository(db) });
  const earnings = createEarningsService({
    repo: createEarningsRepository(db),
    campaignsRepo,
    clock,
  });
  const analytics = createAnalyticsService({
    repo: createAnalyticsRepository(db),
    clock,
    thumbnailOf: (row) => contentModule.media.urlsFor(row).thumbnail,
    requestSync: (userId) => social.requestMetricsSync(userId),
    earnings,
  });
  const answers = createAnswerCache({ database, ttlMs: config.answerCacheTtlMs, log });
  const notifications = createNotificationsService({
    repo: createNotificationsRepository(db),
    clock,
    email,
    publicUrl: config.publicUrl,
  });
  const liveNews = createLiveNews(database, log);
  const reviewLive = createReviewLive(database, log);
  const deadlines = createDeadlinesService({
    repo: createDeadlinesRepository(db),
    campaigns,
    publicUrl: config.publicUrl,
    clock,
  });
  // Reminder texts: the console inbox locally; with Twilio, only when a sender is configured.
  const smsConfig = config.sms;
  const texts =
    smsConfig.provider === 'console'
      ? createConsoleTexts(db, log)
      : smsConfig.twilio.messagingFrom
        ? createTwilioTexts({
            accountSid: smsConfig.twilio.accountSid,
            authToken: smsConfig.twilio.authToken,
            from: smsConfig.twilio.messagingFrom,
            baseUrl: smsConfig.twilio.apiUrl ?? 'https://api.twilio.com',
          })
        : null;
  const support = createSupportService({
    db,
    repo: createSupportRepository(db),
    email,
    supportEmail: config.support.email,
    publicUrl: config.publicUrl,
    clock,
  });
  const reminders = createRemindersService({
    db,
    repo: createRemindersRepository(db),
    news: createNotificationsRepository(db),
    deadlines,
    email,
    texts,
    unsubscribe: createSigner(config.auth.jwtSecret, 'reminder-unsubscribe'),
    publicUrl: config.publicUrl,
    scanIntervalMs: config.reminders.scanIntervalMs,
    clock,
    log,
  });
  const staffActors = createStaffActorLookup(db);
  const audit = createAuditService({ repo: createAuditRepository(db) });
  const logos = createLogoStore(storage);
  const brands = createBrandsService({ db, repo: createBrandsRepository(db), logos, clock });
  creatorInvitations = createCreatorInvitationsService({
    db,
    repo: createCreatorInvitationsRepository(db),
    email,
    clock,
    publicUrl: config.publicUrl,
    assertBrandOpen: (brandId, tx) => brands.assertOpen(brandId, tx),
  });
  // A new creator's waiting campaign invites become theirs in the sign-up's transaction.
  creatorInvitations.onCreatorJoined((joined, tx) =>
    studioModule.studioInvites.claimWaiting(joined.userId, joined.email, tx).then(() => undefined),
  );
  const staff = createStaffService({
    db,
    repo: createStaffRepository(db),
    email,
    clock,
    publicUrl: config.publicUrl,
    assertBrandOpen: (brandId, tx) => brands.assertOpen(brandId, tx),
    // A role change ends every session of the user at once, on every process (decision 510).
    endAccess: (userId, tx) => sessions.endAccess({ userId }, tx),
  });
  return {
    opsCliKey: overrides.opsCliKey ?? null,
    staffActors,
    audit,
    logos,
    brands,
    staff,
    creatorInvitations,
    answers,
    deadlines,
    reminders,
    support,
    notifications,
    liveNews,
    reviewLive,
    config,
    database,
    db,
    clock,
    email,
    tokens,
    sessions,
    users,
    auth,
    account,
    pageSessions,
    flags,
    sagas,
    events,
    campaigns,
    invites,
    inviteRequests,
    sms,
    contacts,
    profile,
    social,
    socialSandbox: socialAdapter.sandbox,
    categories,
    analytics,
    earnings,
    ...contentModule,
    funnel,
    payouts,
    payoutProvider,
    ...reviewModule,
    ...studioModule,
  };
}

export type Container = Awaited<ReturnType<typeof createContainer>>;
