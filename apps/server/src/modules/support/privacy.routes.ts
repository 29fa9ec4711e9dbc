import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';

/** The built-in privacy page: what the portal keeps and why. An operator replaces it. */
export const DEFAULT_PRIVACY_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Privacy — Creator Portal</title>
<style>
  body { font: 16px/1.6 system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; color: #1a1b1e; }
  a { color: #1864ab; }
</style>
</head>
<body>
<main>
<h1>Privacy</h1>
<p>The creator portal keeps what it needs to run your campaigns, and nothing else:</p>
<ul>
  <li>your account (e-mail address and a password hash) and your profile (name, handles, categories, country, PayPal e-mail);</li>
  <li>your phone number, and whether you verified it and agreed to text messages;</li>
  <li>the social accounts you connect (their handle and an access token), used to find and measure your campaign posts;</li>
  <li>the content you submit, its captions and the review of it, and the payouts made to you;</li>
  <li>the messages you send us from the Support page.</li>
</ul>
<p>Brands see the content you submit to their own campaigns and the handle you submitted it with. Payouts go through PayPal, which receives your PayPal e-mail and the amount.</p>
<p>You can ask for a copy of your data or for its deletion from the <a href="/creator/support">Support</a> page.</p>
<p><a href="/creator/dashboard/campaigns">Back to Campaigns</a></p>
</main>
</body>
</html>
`;

/**
 * GET /privacy: the footer's Privacy link (issue 31). The operator's own page when
 * PRIVACY_POLICY_FILE names one (read at start: a missing file stops the start with its name),
 * else the built-in page.
 */
export const privacyRoutes: FastifyPluginAsync<{ privacyFile: string | null }> = async (
  app,
  { privacyFile },
) => {
  let page = DEFAULT_PRIVACY_PAGE;
  if (privacyFile) {
    try {
      page = await readFile(privacyFile, 'utf8');
    } catch (error) {
      throw new Error(
        `PRIVACY_POLICY_FILE=${privacyFile} cannot be read: ${(error as Error).message}`,
      );
    }
  }
  app.get('/privacy', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page),
  );
};
