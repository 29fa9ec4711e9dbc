import { renameSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

// The server (from its TypeScript) with V8's sampling profiler under remote control, for
// bench/profile-page.ts: the first SIGUSR1 starts a profile, the second writes it to
// PROFILE_OUT. Only the load is profiled, not the start-up.
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 250 });
let running = false;
process.on('SIGUSR1', () => {
  void (async () => {
    if (!running) {
      running = true;
      await session.post('Profiler.start');
      return;
    }
    running = false;
    const { profile } = await session.post('Profiler.stop');
    const out = process.env.PROFILE_OUT ?? 'server.cpuprofile';
    writeFileSync(`${out}.part`, JSON.stringify(profile));
    renameSync(`${out}.part`, out);
  })();
});
await import('../../apps/server/src/server');
