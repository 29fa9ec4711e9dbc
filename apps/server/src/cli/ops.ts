/**
 * The reviewers' CLI (issue 8): the same actions as the review API, over HTTP against a running
 * portal, so it works whatever database the server uses (and PGlite's one-process lock holds).
 *
 *   npm run ops -- list [--state CONTENT_IN_REVIEW]
 *   npm run ops -- show <contentId>
 *   npm run ops -- act <contentId> <action> [--comment "text"]... [--reason "text"]
 *   npm run ops -- pay                      pay everything owed: one batch (issue 14)
 *   npm run ops -- payouts                  the latest batches and each payout's state
 *   npm run ops -- payout-history <payoutId> every state change of one payout
 *   npm run ops -- create-admin EMAIL        the first ops user: prints a one-time set-password
 *                                            link (issue 28; needs no server, and no sign-in)
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
import { createAdmin } from './create-admin';

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
  'usage: npm run ops -- list [--state S] | show <contentId> | act <contentId> <action> [--comment C]... [--reason R] | pay | payouts | payout-history <payoutId> | create-admin EMAIL';

type BatchView = {
  id: number;
  status: string;
  provider: string;
  total_cents: number;
  items: Record<string, unknown>[];
};

/** A batch's items as a table: who, how much, where it stands, PayPal's word. */
function printBatch(batch: BatchView) {
  console.log(
    `batch ${batch.id} (${batch.provider}, ${batch.status}): ${batch.items.length} payouts, $${(batch.total_cents / 100).toFixed(2)}`,
  );
  console.table(
    batch.items.map((i) => ({
      payout: i.payout_id,
      creator: i.creator_email,
      amount: `$${((i.amount_cents as number) / 100).toFixed(2)}`,
      state: i.state,
      paypal: i.paypal_status,
      reference: i.paypal_item_id,
    })),
  );
}

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
  if (positionals[0] === 'create-admin') {
    process.exitCode = await createAdmin(config, positionals[1]);
    return;
  }
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
  if (command === 'pay' || command === 'payouts' || command === 'payout-history') {
    return money(command, ref, (method, apiPath) => call(method, apiPath, token));
  }
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
        creator:
          (i.creator as { email: string | null; id: number }).email ??
          `#${(i.creator as { id: number }).id}`,
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

/** The money commands (issue 14): the same routes the review console calls. */
async function money(
  command: string,
  ref: string | undefined,
  call: (method: string, apiPath: string) => Promise<Record<string, unknown>>,
) {
  if (command === 'pay') {
    const result = (await call('POST', '/api/v1/review/payouts/run')) as {
      batch: BatchView | null;
      owed_without_paypal_email: number;
      message: string;
    };
    console.log(result.message);
    if (result.batch) printBatch(result.batch);
    else console.log('Nothing owed is ready to pay.');
    if (result.owed_without_paypal_email > 0) {
      console.log(`${result.owed_without_paypal_email} owed payouts wait for a PayPal e-mail.`);
    }
  } else if (command === 'payouts') {
    const { batches } = (await call('GET', '/api/v1/review/payouts/batches')) as {
      batches: BatchView[];
    };
    if (batches.length === 0) console.log('No payout batches yet.');
    for (const batch of batches) printBatch(batch);
  } else if (ref && /^\d+$/.test(ref)) {
    const { changes } = await call('GET', `/api/v1/review/payouts/${ref}/history`);
    console.table(changes);
  } else {
    console.error(USAGE);
    process.exitCode = 2;
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
