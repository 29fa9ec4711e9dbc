import { readFileSync } from 'node:fs';
import path from 'node:path';
import { StaffEmailSchema } from '@portal/domain/staff/staff-api';
import { type Config, SERVER_URL_FILE } from '../config';
import { openDatabase } from '../db/client';
import { readOpsCliKey } from '../modules/staff/ops-cli-key';
import { createStaffRepository } from '../modules/staff/staff.repository';
import { createStaffService } from '../modules/staff/staff.service';

type Outcome =
  | { outcome: 'created'; link: string; expiresAt: string }
  | { outcome: 'exists' }
  | { outcome: 'waiting'; expiresAt: string };

/** Straight into the database: PostgreSQL, or an embedded folder no server holds (migrated first). */
async function direct(config: Config, email: string): Promise<Outcome> {
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const unused = () => {
      throw new Error('not used by create-admin');
    };
    const staff = createStaffService({
      db: database.db,
      repo: createStaffRepository(database.db),
      email: { send: unused },
      clock: () => new Date(),
      publicUrl: config.publicUrl,
      assertBrandOpen: unused,
      endAccess: unused,
    });
    const result = await staff.createFirstAdmin(email);
    return 'expiresAt' in result
      ? { ...result, expiresAt: result.expiresAt.toISOString() }
      : result;
  } finally {
    await database.close();
  }
}

/** Through the server that holds the embedded folder, with the folder's key (decision 534). */
async function viaServer(config: Config, email: string): Promise<Outcome> {
  const key = readOpsCliKey(config.dataDir);
  if (!key) throw new Error(`No server has started on ${config.dataDir} yet.`);
  const url = readFileSync(path.join(config.dataDir, SERVER_URL_FILE), 'utf8').trim();
  const res = await fetch(`${url}/api/v1/ops-cli/first-admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ops-cli-key': key, origin: url },
    body: JSON.stringify({ email }),
  });
  const body = (await res.json()) as Outcome & { error?: { message: string } };
  if (!res.ok) throw new Error(body.error?.message ?? `The server answered ${res.status}.`);
  return body;
}

/**
 * `npm run ops -- create-admin EMAIL` (issue 28): the first ops user of an empty installation.
 * Prints a one-time link to set the password; no password is ever printed or stored in the clear.
 * Answers the exit code: 0 when a link was made, 1 when nothing changed or it failed.
 */
export async function createAdmin(config: Config, rawEmail: string | undefined): Promise<number> {
  const parsed = StaffEmailSchema.safeParse(rawEmail ?? '');
  if (!parsed.success) {
    console.error('usage: npm run ops -- create-admin EMAIL   (a valid e-mail address)');
    return 2;
  }
  const email = parsed.data;
  let result: Outcome;
  try {
    result = await direct(config, email);
  } catch (directError) {
    // An embedded folder a running server holds: ask that server.
    if (config.database.kind !== 'pglite') throw directError;
    try {
      result = await viaServer(config, email);
    } catch (serverError) {
      throw new Error(`${(directError as Error).message}\n${(serverError as Error).message}`);
    }
  }
  if (result.outcome === 'exists') {
    console.error(
      `${email} already has an account. Nothing changed. A forgotten password is reset from the console's sign-in page.`,
    );
    return 1;
  }
  if (result.outcome === 'waiting') {
    console.error(
      `A set-password link for ${email} is still waiting (it works until ${result.expiresAt}). Nothing changed. Use that link, or run this command again once it has expired.`,
    );
    return 1;
  }
  console.log(
    [
      `First admin: ${email} (ops).`,
      `Open this link before ${result.expiresAt} to set the password. It works once, and is not stored anywhere:`,
      '',
      `  ${result.link}`,
      '',
      'Then sign in to the console with that e-mail and password.',
    ].join('\n'),
  );
  return 0;
}
