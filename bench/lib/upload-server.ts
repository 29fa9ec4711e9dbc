import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedIfEmpty } from '../../apps/server/src/seed/seed';

// The real app, plus the baseline the upload bench compares against: a plain streaming PUT
// (`/bench/raw-upload`) that writes the body to the same disk, with no protocol at all.
const config = loadConfig();
const database = await openDatabase(config.database);
await database.migrate();
await seedIfEmpty(database.db, config);
const app = await buildApp(config, database);
// The baseline writes to local disk whatever the storage (the bench runs both).
const rawDir = path.resolve('.tmp/bench-upload/raw');
mkdirSync(rawDir, { recursive: true });
await app.register(async (scope) => {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
  scope.put('/bench/raw-upload', async (request, reply) => {
    await pipeline(request.raw, createWriteStream(path.join(rawDir, 'upload.bin')));
    return reply.status(204).send();
  });
});
app.server.requestTimeout = 0;
await app.listen({ port: config.port, host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
