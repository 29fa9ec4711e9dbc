/**
 * The reviewers' CLI (issue 8): the same actions as the review API, over HTTP against a running
 * portal, so it works whatever database the server uses (and PGlite's one-process lock holds).
 *
 *   npm run ops -- list [--state CONTENT_IN_REVIEW]
 *   npm run ops -- show <contentId>
 *   npm run ops -- act <contentId> <action> [--comment "text"]... [--reason "text"]
 *
 * <contentId> may also be the creator's content URL (http://localhost:3000/creator/content/34) or
 * m34: the media id that URL shows.
 *
 * Options: --url (default PUBLIC_URL, else the address the server started on the same DATA_DIR
 * wrote, else http://localhost:$PORT), --email / --password (default the demo ops user;
 * DEMO_OPS_EMAIL / DEMO_OPS_PASSWORD), e.g. --email brand@demo.test.
 * Actions: approve_distribute, approve_do_not_distribute, reject, request_changes,
 * brand_approval_comments, verify_distribution, reject_post, request_distribution_changes, mark_paid.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, SERVER_URL_FILE } from '../config';
import { parseContentRef } from './content-ref';

/** The server's address: --url, PUBLIC_URL, what a started server wrote, else PORT's default. */
function serverUrl(flag: string | undefined, config: ReturnType<typeof loadConfig>): string {
  if (flag) return flag.replace(/\/+$/, '');
  if (process.env.PUBLIC_URL) return config.publicUrl;
  try {
    return readFileSync(path.join(config.dataDir, SERVER_URL_FILE), 'utf8').trim();
  } catch {
    return config.publicUrl;
  }
}

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
  const base = serverUrl(values.url, config);
  const email = values.email ?? config.demo.ops.email;
  const password =
    values.password ??
    (email === config.demo.brand.email ? config.demo.brand.password : config.demo.ops.password);

  const call = async (method: string, apiPath: string, token?: string, body?: unknown) => {
    const res = await fetch(`${base}${apiPath}`, {
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

  const session = await call('POST', '/api/v1/auth/login', undefined, { email, password }).catch(
    (error: Error) => {
      throw new Error(
        error.message === 'fetch failed'
          ? `No portal answers at ${base}. Start it with \`npm start\`, or pass --url.`
          : error.message,
      );
    },
  );
  const token = session.accessToken as string;
  const [command, ref, action] = positionals;
  const parsed = ref === undefined ? null : parseContentRef(ref);
  if (ref !== undefined && !parsed) {
    throw new Error(`"${ref}" is not a content id, a media id like m34, or a content URL.`);
  }
  const detail = async () =>
    parsed && 'mediaId' in parsed
      ? call('GET', `/api/v1/review/media/${parsed.mediaId}`, token)
      : call('GET', `/api/v1/review/content/${parsed?.contentId}`, token);
  const id =
    parsed && 'mediaId' in parsed ? String((await detail()).content_id) : parsed?.contentId;

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
    console.log(JSON.stringify(await detail(), null, 2));
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
