import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SessionSchema } from '../users/users.schemas';
import type { UsersService } from '../users/users.service';
import {
  LoginInputSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  SignUpInputSchema,
} from './auth.schemas';
import type { AuthService, IssuedSession } from './auth.service';
import { PAGE_COOKIE, PAGE_COOKIE_PATH, type PageSessions } from './page-session';

export const REFRESH_COOKIE = 'portal_refresh';

/** Where a sign-in comes from: kept with the session for its user's list (issue 28). */
const signInPlace = (request: FastifyRequest) => ({
  userAgent: request.headers['user-agent'],
  ip: request.ip,
});
const COOKIE_PATH = '/api/v1/auth';

interface AuthRoutesOptions {
  auth: AuthService;
  pageSessions: PageSessions;
  users: UsersService;
  accessTokenTtlSeconds: number;
  cookieSecure: boolean;
  rateLimit: { max: number; windowMs: number };
}

/** /api/v1/auth: the only API routes that need no bearer token. Sign-in and sign-up are rate limited. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  const limited = { rateLimit: { max: opts.rateLimit.max, timeWindow: opts.rateLimit.windowMs } };
  const cookie = {
    httpOnly: true,
    sameSite: 'strict',
    secure: opts.cookieSecure,
    path: COOKIE_PATH,
  } as const;
  // Lax, unlike the refresh cookie: a creator opening the portal from an e-mail's link gets the
  // drawn first screen too. It only ever draws a page, which another site cannot read.
  const pageCookie = {
    httpOnly: true,
    sameSite: 'lax',
    secure: opts.cookieSecure,
    path: PAGE_COOKIE_PATH,
  } as const;

  /** The refresh cookie, and the page cookie that lives and dies with it (decision 313). */
  function setSessionCookies(reply: FastifyReply, session: IssuedSession) {
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
      ...cookie,
      expires: session.refreshExpiresAt,
    });
    reply.setCookie(PAGE_COOKIE, opts.pageSessions.cookieValue(session.familyId), {
      ...pageCookie,
      expires: session.refreshExpiresAt,
    });
  }

  async function answer(session: IssuedSession) {
    return {
      accessToken: session.accessToken,
      expiresIn: opts.accessTokenTtlSeconds,
      user: await opts.users.getMe(session.user.id),
    };
  }

  app.post(
    '/login',
    { config: limited, schema: { body: LoginInputSchema, response: { 200: SessionSchema } } },
    async (request, reply) => {
      const session = await opts.auth.login(request.body, signInPlace(request));
      setSessionCookies(reply, session);
      return answer(session);
    },
  );

  app.post(
    '/sign-up',
    { config: limited, schema: { body: SignUpInputSchema, response: { 201: SessionSchema } } },
    async (request, reply) => {
      const session = await opts.auth.signUp(request.body, signInPlace(request));
      setSessionCookies(reply, session);
      return reply.status(201).send(await answer(session));
    },
  );

  app.post('/refresh', { schema: { response: { 200: SessionSchema } } }, async (request, reply) => {
    const session = await opts.auth.refresh(request.cookies[REFRESH_COOKIE]);
    setSessionCookies(reply, session);
    return answer(session);
  });

  app.post('/logout', async (request, reply) => {
    await opts.auth.logout(request.cookies[REFRESH_COOKIE]);
    reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
    reply.clearCookie(PAGE_COOKIE, { path: PAGE_COOKIE_PATH });
    return reply.status(204).send();
  });

  app.post(
    '/password-reset',
    { config: limited, schema: { body: PasswordResetRequestSchema } },
    async (request, reply) => {
      await opts.auth.requestPasswordReset(request.body.email);
      return reply.status(202).send();
    },
  );

  app.post(
    '/password-reset/confirm',
    { config: limited, schema: { body: PasswordResetConfirmSchema } },
    async (request, reply) => {
      await opts.auth.resetPassword(request.body.token, request.body.password);
      return reply.status(204).send();
    },
  );
};
