/**
 * The reviewers' CLI (issue 8): the same actions as the review API, over HTTP against a running
 * portal, so it works whatever database the server uses (and PGlite's one-process lock holds).
 *
 *   npm run ops -- list [--state CONTENT_IN_REVIEW]
 *   npm run ops -- show <contentId>
 *   npm run ops -- act <contentId> <action> [--comment "text"]... [--reason "text"]
 *
 * Options: --url (default PUBLIC_URL or http://localhost:$PORT), --email / --password (default
 * the demo ops user; DEMO_OPS_EMAIL / DEMO_OPS_PASSWORD), e.g. --email brand@demo.test.
 * Actions: approve_distribute, approve_do_not_distribute, reject, request_changes,
 * brand_approval_comments, verify_distribution, reject_post, request_distribution_changes, mark_paid.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';

const USAGE =
  'usage: npm run ops -- list [--state S] | show <contentId> | act <contentId> <action> [--comment C]... [--reason R]';

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      url: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      state: { type: 'string' },
      comment: { type: 'string', multiple: true },
      reason: { type: 'string' },
    },
  });
  const config = loadConfig();
  const base = values.url ?? config.publicUrl;
  const email = values.email ?? config.demo.ops.email;
  const password =
    values.password ??
    (email === config.demo.brand.email ? config.demo.brand.password : config.demo.ops.password);

  const call = async (method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        origin: base,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok) {
      const error = json.error as { code?: string; message?: string } | undefined;
      throw new Error(`${res.status} ${error?.code ?? ''}: ${error?.message ?? res.statusText}`);
    }
    return json;
  };

  const session = await call('POST', '/api/v1/auth/login', undefined, { email, password });
  const token = session.accessToken as string;
  const [command, id, action] = positionals;

  if (command === 'list') {
    const q = values.state ? `?state=${encodeURIComponent(values.state)}` : '';
    const { items } = (await call('GET', `/api/v1/review/content${q}`, token)) as {
      items: Record<string, unknown>[];
    };
    console.table(
      items.map((i) => ({
        content_id: i.content_id,
        media_id: i.media_id,
        state: i.content_funnel_state,
        campaign: (i.campaign as { name: string }).name,
        creator: (i.creator as { email: string }).email,
        actions: (i.allowed_actions as string[]).join(' '),
      })),
    );
  } else if (command === 'show' && id) {
    console.log(JSON.stringify(await call('GET', `/api/v1/review/content/${id}`, token), null, 2));
  } else if (command === 'act' && id && action) {
    const result = await call('POST', `/api/v1/review/content/${id}/actions`, token, {
      action,
      comments: values.comment,
      reason: values.reason,
    });
    console.log(
      result.replayed
        ? `content ${id} already ${result.to_state} (nothing done)`
        : `content ${id}: ${result.from_state} → ${result.to_state}`,
    );
  } else {
    console.error(USAGE);
    process.exitCode = 2;
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
