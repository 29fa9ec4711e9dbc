import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Browser, expect, type Page } from '@playwright/test';

/**
 * Helpers for running it for real (issue 28, playwright.operator.config.ts): the first-admin
 * command against the server's database, and the e-mails the server sent through SMTP into the
 * local sink. The campaign studio's operator specs use them too.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
export const OPERATOR_DATA_DIR = process.env.E2E_OPERATOR_DATA_DIR ?? `.tmp/e2e-operator-${port}`;
const MAIL_DIR = path.join(OPERATOR_DATA_DIR, 'mail');

export interface SentMail {
  to: string[];
  subject: string;
  text: string;
}

/** `npm run ops -- create-admin EMAIL`, as the README says, against the running server's data. */
export async function createAdmin(email: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/ops.ts', 'create-admin', email],
      {
        env: {
          ...process.env,
          DATA_DIR: OPERATOR_DATA_DIR,
          DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          DEMO_MODE: 'false',
          // Required with demo mode off, as for the server; the command signs nothing with it.
          JWT_SECRET: randomBytes(32).toString('hex'),
          LOG_LEVEL: 'silent',
        },
      },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: e.stdout + e.stderr };
  }
}

function allMail(): SentMail[] {
  let files: string[] = [];
  try {
    files = readdirSync(MAIL_DIR).sort();
  } catch {
    return [];
  }
  return files.map((f) => JSON.parse(readFileSync(path.join(MAIL_DIR, f), 'utf8')) as SentMail);
}

/** The newest e-mail to `to` (waiting for it to arrive), optionally whose subject matches. */
export async function mailTo(to: string, subject?: RegExp): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(
      () => {
        found = allMail()
          .filter((m) => m.to.includes(to) && (!subject || subject.test(m.subject)))
          .at(-1);
        return found !== undefined;
      },
      { message: `an e-mail to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link in a text that starts with `prefix`'s path. */
export function linkIn(text: string, pathPrefix: string): string {
  const escaped = pathPrefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`https?://[^\\s]+?${escaped}[^\\s]*`).exec(text);
  if (!match) throw new Error(`no ${pathPrefix} link in:\n${text}`);
  return match[0];
}

/** A fresh browser (its own cookies) at desktop size. */
export async function newPage(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

/** The link's path and query: the tests open it on the server they started. */
export const pathOf = (link: string) => link.replace(/^https?:\/\/[^/]+/, '');

/** Opens an e-mailed set-password link and sets a password; the console signs in. */
export async function setPasswordFromLink(page: Page, link: string, password: string) {
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Repeat the new password' }).fill(password);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Review queue' })).toBeVisible();
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A datetime-local value `days` from now at noon, in the browser's zone. */
export const localDay = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T12:00`;
};

/** The console's section navigation. */
export const nav = (page: Page) => page.getByRole('navigation', { name: 'Console sections' });
