import { startS3TestServer } from './s3-test-server';

// The S3 test server as a process of its own, for the upload bench and for trying the app on S3
// by hand: `node --import tsx apps/server/test/support/s3-test-server-cli.ts` prints the
// STORAGE_PROVIDER=s3 settings to start the server with; SIGTERM or SIGINT stops it.
// S3_TEST_PORT (default: any free port) and S3_TEST_ROOT (default: a temporary folder) set it up.
const server = await startS3TestServer({
  port: Number(process.env.S3_TEST_PORT ?? 0),
  root: process.env.S3_TEST_ROOT || undefined,
});
const { settings } = server;
const env = {
  STORAGE_PROVIDER: 's3',
  S3_ENDPOINT: settings.endpoint,
  S3_REGION: settings.region,
  S3_BUCKET: settings.bucket,
  S3_ACCESS_KEY_ID: settings.accessKeyId,
  S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
  S3_FORCE_PATH_STYLE: 'true',
};
console.log(JSON.stringify(env));
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    server.close().finally(() => process.exit(0));
  });
}
