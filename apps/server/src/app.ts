import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { ErrorEnvelope } from '@portal/domain/errors/app-error';
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type Container, type ContainerOverrides, createContainer } from './container';
import type { Database } from './db/client';
import { registerGraphql } from './graphql/register';
import { registerApiAnswers } from './http/api-answers';
import { boundaryValidatorCompiler, registerInputBoundary } from './http/boundary';
import { devInboxGuard } from './http/dev-inbox-guard';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  registerErrorHandler,
  registerNotFound,
} from './http/error-handler';
import { serializeError } from './http/error-scrub';
import { HEALTH_PATHS, registerHealth } from './http/health';
import {
  jobRequestIdMixin,
  REDACT_PATHS,
  requestContext,
  serializeRequest,
} from './http/log-redaction';
import { registerMetrics } from './http/metrics';
import { pgRateLimitStore } from './http/pg-rate-limit-store';
import { SampledRequestLog } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import { outboxRoutes } from './integrations/email/outbox.routes';
import { smsInboxRoutes } from './integrations/sms/sms-inbox.routes';
import { createWorker, type Worker } from './jobs/worker';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { accountRoutes } from './modules/auth/account.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { brandLogosRoutes } from './modules/brands/brand-logos.routes';
import { brandsRoutes } from './modules/brands/brands.routes';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes';
import { contentApi, contentFiles } from './modules/content/content.plugin';
import { creatorInvitationsRoutes } from './modules/creator-invitations/creator-invitations.routes';
import { calendarFeedRoutes, deadlinesRoutes } from './modules/deadlines/deadlines.routes';
import { earningsRoutes } from './modules/earnings/earnings.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { flagsRoutes } from './modules/flags/flags.routes';
import { inviteRequestsRoutes } from './modules/invite-requests/invite-requests.routes';
import { campaignTermsRoutes } from './modules/invites/campaign-terms.routes';
import { invitesRoutes } from './modules/invites/invites.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { payoutsRoutes, payoutsWebhookRoutes } from './modules/payouts/payouts.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { unsubscribeRoutes } from './modules/reminders/unsubscribe.routes';
import { reviewApi } from './modules/review/review.plugin';
import { socialRoutes } from './modules/social/social.routes';
import { socialPublicRoutes } from './modules/social/social-public.routes';
import { opsCliRoutes } from './modules/staff/ops-cli.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { staffInvitationRoutes } from './modules/staff/staff-invitations.routes';
import { studioRoutes } from './modules/studio/studio.routes';
import { studioBoardRoutes } from './modules/studio/studio-board.routes';
import { studioPeopleRoutes } from './modules/studio/studio-people.routes';
import { studioPublicRoutes } from './modules/studio/studio-public.routes';
import { privacyRoutes } from './modules/support/privacy.routes';
import { supportRoutes } from './modules/support/support.routes';
import { usersRoutes } from './modules/users/users.routes';
import { bearerAuth } from './plugins/authenticate';
import { APP_START_SCRIPT, createFirstScreenDrawer } from './plugins/first-screen';
import { inlineScriptHashes, isPageRequest, registerSpa, scriptHash } from './plugins/spa';

declare module 'fastify' {
  interface FastifyInstance {
    container: Container;
    /** The background worker; server.ts starts it, tests call `runUntilIdle()`. */
    worker: Worker;
  }
}

/**
 * Whether a route's schema is zod (ours) rather than JSON Schema: Mercurius's /graphql route
 * brings JSON schemas, which the zod transform cannot read (it made /docs/json answer 500).
 */
function routeUsesZod(schema: FastifySchema | undefined): boolean {
  const isZod = (s: unknown) => typeof s === 'object' && s !== null && '_zod' in s;
  if (!schema) return false;
  const parts: unknown[] = [schema.body, schema.querystring, schema.params, schema.headers];
  const responses = Object.values((schema.response as Record<string, unknown>) ?? {});
  return [...parts, ...responses].some(isZod);
}

/**
 * Builds the whole HTTP app on an open, migrated database: plugins first, then the modules.
 * Never listens (server.ts does), so tests drive it with `app.inject`.
 */
export async function buildApp(
  config: Config,
  database: Database,
  overrides: ContainerOverrides = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: { req: serializeRequest, err: serializeError as never },
      mixin: jobRequestIdMixin,
    },
    logController: new SampledRequestLog(config.requestLogSample),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Refusals before any route, in the envelope too (issue 27).
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // Zod compiles every route's schemas. Named here rather than set afterwards, Fastify never
    // loads its default Ajv compilers, which no route would use (~60 ms of every start).
    schemaController: {
      compilersFactory: {
        // Fastify types these factories for Ajv; any route-schema compiler works at run time.
        buildValidator: () => boundaryValidatorCompiler as never,
        buildSerializer: () => serializerCompiler as never,
      },
    },
  }).withTypeProvider<ZodTypeProvider>();
  registerErrorHandler(app);
  registerInputBoundary(app);

  const container = await createContainer(config, database, app.log, overrides);
  app.decorate('container', container);
  const worker = createWorker(container, app.log, config.jobs.pollIntervalMs);
  app.decorate('worker', worker);
  app.addHook('onClose', () => worker.stop());

  app.addHook('onRequest', (request, _reply, done) => {
    // Jobs enqueued while serving this request record its id (jobs/queue.ts).
    requestContext.run({ requestId: request.id }, done);
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // With S3 storage, /files/ links redirect to the bucket (presigned GETs).
  const fileOrigins = await container.storage.directLinkOrigins();
  // Helmet's headers, worked out once for every request (decision 630).
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...fileOrigins],
        mediaSrc: ["'self'", 'blob:', ...fileOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: [
          "'self'",
          ...inlineScriptHashes(config.webDistDir),
          scriptHash(APP_START_SCRIPT),
        ],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(cookie);
  // On PostgreSQL the counters are shared by every process; PGlite runs one process only.
  await app.register(rateLimit, {
    global: false,
    ...(database.kind === 'postgres' ? { store: pgRateLimitStore(container.db) } : {}),
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Creator Portal API', version: '1.0.0' } },
    transform: (input) =>
      routeUsesZod(input.schema)
        ? jsonSchemaTransform(input)
        : { schema: input.schema, url: input.url },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  registerHealth(app, database, container);
  registerMetrics(app, database, config.metricsToken, () => container.liveNews.connections());
  if (!config.jobs.serveHttp) {
    // A worker-only process (RUN_WORKER=only): health checks answer, the app does not.
    app.addHook('onRequest', async (request, reply) => {
      if (HEALTH_PATHS.has(request.url.split('?')[0]!)) return;
      const body: ErrorEnvelope = {
        error: { code: 'not_found', message: 'This process runs background jobs only.' },
      };
      return reply.status(404).send(body);
    });
  }

  await app.register(authRoutes, {
    prefix: '/api/v1/auth',
    auth: container.auth,
    pageSessions: container.pageSessions,
    users: container.users,
    accessTokenTtlSeconds: config.auth.accessTokenTtlSeconds,
    cookieSecure: config.auth.cookieSecure,
    rateLimit: config.auth.rateLimit,
  });
  await app.register(staffInvitationRoutes, {
    prefix: '/api/v1',
    staff: container.staff,
    rateLimit: config.auth.rateLimit,
  });
  await app.register(
    async (api) => {
      await registerApiAnswers(api);
      api.addHook('onRequest', bearerAuth(container.tokens, container.sessions));
      await api.register(usersRoutes, { users: container.users });
      await api.register(accountRoutes, {
        account: container.account,
        rateLimit: config.auth.rateLimit,
      });
      await api.register(auditRoutes, { audit: container.audit, actors: container.staffActors });
      await api.register(brandsRoutes, { brands: container.brands, actors: container.staffActors });
      await api.register(staffRoutes, { staff: container.staff, actors: container.staffActors });
      await api.register(creatorInvitationsRoutes, {
        invitations: container.creatorInvitations,
        actors: container.staffActors,
      });
      await api.register(flagsRoutes, { flags: container.flags });
      await api.register(contentApi, container);
      await api.register(reviewApi, container);
      // A creator's own write is seen by their next read at once, before the database's notice.
      api.addHook('onSend', async (request, _reply, payload) => {
        if (request.method !== 'GET' && request.method !== 'HEAD' && request.actor) {
          container.answers.evictUser(request.actor.userId);
        }
        return payload;
      });
      await api.register(campaignsRoutes, {
        campaigns: container.campaigns,
        answers: container.answers,
      });
      await api.register(invitesRoutes, { invites: container.invites });
      await api.register(inviteRequestsRoutes, { requests: container.inviteRequests });
      await api.register(eventsRoutes, { events: container.events });
      await api.register(socialRoutes, { social: container.social });
      await api.register(analyticsRoutes, { analytics: container.analytics });
      await api.register(earningsRoutes, { earnings: container.earnings });
      await api.register(payoutsRoutes, { payouts: container.payouts });
      await api.register(profileRoutes, { profile: container.profile });
      await api.register(deadlinesRoutes, { deadlines: container.deadlines });
      await api.register(studioRoutes, { studio: container.studio, actors: container.staffActors });
      await api.register(studioPeopleRoutes, {
        directory: container.studioDirectory,
        invites: container.studioInvites,
        actors: container.staffActors,
      });
      await api.register(studioBoardRoutes, {
        board: container.studioBoard,
        actors: container.staffActors,
      });
      await api.register(supportRoutes, { support: container.support });
      await api.register(notificationsRoutes, {
        notifications: container.notifications,
        live: container.liveNews,
        sessions: container.sessions,
      });
    },
    { prefix: '/api/v1' },
  );
  // The spec's own API paths outside /api/v1 (part 1 section 7), with the same bearer check.
  await app.register(async (spec) => {
    spec.addHook('onRequest', bearerAuth(container.tokens, container.sessions));
    await spec.register(campaignTermsRoutes, { invites: container.invites });
  });

  await app.register(socialPublicRoutes, {
    social: container.social,
    sandbox: container.socialSandbox,
  });
  await app.register(payoutsWebhookRoutes, { payouts: container.payouts });
  await app.register(studioPublicRoutes, {
    images: container.studioImages,
    repo: container.studioRepo,
    storage: container.storage,
  });
  await app.register(brandLogosRoutes, { logos: container.logos });
  if (container.opsCliKey) {
    await app.register(opsCliRoutes, { staff: container.staff, key: container.opsCliKey });
  }
  await app.register(contentFiles, container);
  await app.register(calendarFeedRoutes, { deadlines: container.deadlines });
  await app.register(unsubscribeRoutes, { reminders: container.reminders });
  await app.register(privacyRoutes, { privacyFile: config.support.privacyFile });
  await registerGraphql(app, container);
  // The development inboxes: demo mode only, and then only for this machine or an ops user.
  if (config.demo.enabled) {
    await app.register(async (dev) => {
      dev.addHook('onRequest', devInboxGuard(container.tokens, container.sessions));
      if (config.email.provider !== 'smtp') await dev.register(outboxRoutes, { db: container.db });
      if (config.sms.provider === 'console') {
        await dev.register(smsInboxRoutes, { db: container.db });
      }
    });
  }

  // Live streams end before the server waits for open connections to finish (a graceful stop).
  app.addHook('preClose', async () => {
    await Promise.all([
      container.liveNews.close(),
      container.reviewLive.close(),
      container.answers.close(),
      container.sessions.close(),
    ]);
  });

  const drawFirstScreen = await createFirstScreenDrawer(app, config.webDistDir, container);
  const pageFallback = await registerSpa(
    app,
    { portal: config.webDistDir, console: config.consoleDistDir },
    drawFirstScreen,
  );
  registerNotFound(app, pageFallback, isPageRequest);
  return app;
}
