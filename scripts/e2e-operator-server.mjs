#!/usr/bin/env node
// The server the operator's end-to-end tests run against (issue 28): demo mode off, an empty
// database (a fresh embedded folder, or the PostgreSQL database E2E_DATABASE_URL names), and real
// SMTP delivery into a local mail sink whose messages the tests read (e2e/operator/support).
// The campaign studio's end-to-end tests reuse it: playwright.operator.config.ts.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.E2E_PORT ?? '3100');
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1000);
const dataDir = process.env.E2E_OPERATOR_DATA_DIR ?? `.tmp/e2e-operator-${port}`;
const mailDir = path.join(dataDir, 'mail');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });

// Every message the portal sends, as { to, subject, text } in mail/<n>.json.
let count = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        count += 1;
        const message = {
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
        };
        writeFileSync(
          path.join(mailDir, `${String(count).padStart(4, '0')}.json`),
          JSON.stringify(message),
        );
        callback();
      })
      .catch(callback);
  },
});
sink.listen(smtpPort, '127.0.0.1');

const baseURL = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseURL,
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    DEMO_MODE: 'false',
    JWT_SECRET: randomBytes(32).toString('hex'),
    EMAIL_PROVIDER: 'smtp',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    AUTH_RATE_LIMIT_MAX: '100000',
    JOBS_POLL_INTERVAL_MS: '200',
  },
});
const stop = (signal) => {
  sink.close();
  server.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
server.on('exit', (code) => {
  sink.close();
  process.exit(code ?? 0);
});
