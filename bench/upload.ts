import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { report } from './lib/report';

// Budget (issue 7, raised to 0.6 by issue 17): a 200 MB video through the tus endpoint on
// loopback reaches at least 0.6 of the speed of curl copying the same file to a plain streaming endpoint of the same server, and the
// server's memory stays flat (bodies are streamed to disk, never buffered whole). Run for the
// default local-disk storage, then for S3 storage against the S3 test server in its own process
// (decision 144; that server writes to the same disk, so S3 figures are for information).
const PORT = 3139;
const SIZE = 200 * 1024 * 1024;
const CHUNK = 32 * 1024 * 1024; // the web client's tus chunk size (media-uploader.tsx)
const dir = path.resolve('.tmp/bench-upload');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const url = `http://127.0.0.1:${PORT}`;

// A 200 MB "MP4": an ftyp box (what the byte check reads) and pseudo-random data.
const file = path.join(dir, 'video.mp4');
{
  const fd = openSync(file, 'w');
  const block = Buffer.alloc(4 * 1024 * 1024);
  for (let i = 0; i < block.length; i++) block[i] = (i * 2654435761) >>> 24;
  block.writeUInt32BE(24, 0);
  block.write('ftypisom', 4, 'latin1');
  for (let written = 0; written < SIZE; written += block.length) writeSync(fd, block);
  closeSync(fd);
}
const parts: string[] = [];
{
  const data = readFileSync(file);
  for (let offset = 0; offset < SIZE; offset += CHUNK) {
    const part = path.join(dir, `part-${offset}`);
    const fd = openSync(part, 'w');
    writeSync(fd, data.subarray(offset, Math.min(offset + CHUNK, SIZE)));
    closeSync(fd);
    parts.push(part);
  }
}

const curl = (args: string[]) =>
  execFileSync('curl', ['-sS', '--fail', '-o', '/dev/null', ...args]);

/** Starts a process and waits until `ready` answers true. */
async function startProcess(args: string[], env: NodeJS.ProcessEnv, ready: () => Promise<boolean>) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args[0]} exited`);
    try {
      if (await ready()) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The S3 test server in its own process; answers it and the env that points the app at it. */
async function startS3(): Promise<{ child: ChildProcess; env: Record<string, string> }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/test/support/s3-test-server-cli.ts'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, S3_TEST_ROOT: path.join(dir, 's3') },
    },
  );
  let out = '';
  await new Promise<void>((resolve, reject) => {
    child.once('exit', () => reject(new Error('the S3 test server exited')));
    child.stdout!.on('data', (chunk) => {
      out += String(chunk);
      if (out.includes('\n')) resolve();
    });
  });
  return { child, env: JSON.parse(out.split('\n')[0]!) };
}

/** Measures one storage: curl baseline, tus in one PATCH, tus in the web client's chunks. */
async function benchStorage(label: string, storageEnv: Record<string, string>, budgeted: boolean) {
  const server = await startProcess(
    ['bench/lib/upload-server.ts'],
    {
      PORT: String(PORT),
      DATA_DIR: path.join(dir, `data-${label}`),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RUN_WORKER: 'false',
      AUTH_RATE_LIMIT_MAX: '100000',
      ...storageEnv,
    },
    async () => (await fetch(`${url}/readyz`)).ok,
  );

  const rssMb = () =>
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]) / 1024;

  /** Runs `work`, sampling the server's memory; answers seconds taken and the highest RSS. */
  async function measure(work: () => Promise<void> | void) {
    const before = rssMb();
    let peak = before;
    const timer = setInterval(() => {
      peak = Math.max(peak, rssMb());
    }, 20);
    const started = performance.now();
    await work();
    const seconds = (performance.now() - started) / 1000;
    clearInterval(timer);
    return { seconds, before, growth: Math.max(peak, rssMb()) - before };
  }

  const login = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'creator@demo.test', password: 'creator-demo-pass' }),
  });
  const token = ((await login.json()) as { accessToken: string }).accessToken;
  const tusHeaders = ['-H', `Authorization: Bearer ${token}`, '-H', 'Tus-Resumable: 1.0.0'];

  async function createUpload() {
    const res = await fetch(`${url}/api/v1/uploads`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Tus-Resumable': '1.0.0',
        'Upload-Length': String(SIZE),
        'Upload-Metadata': `filename ${Buffer.from('video.mp4').toString('base64')},filetype ${Buffer.from('video/mp4').toString('base64')}`,
      },
    });
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
    return `${url}${res.headers.get('location')}`;
  }

  const patchArgs = (location: string, part: string, offset: number) => [
    '-X',
    'PATCH',
    '-T',
    part,
    ...tusHeaders,
    '-H',
    'Content-Type: application/offset+octet-stream',
    '-H',
    `Upload-Offset: ${offset}`,
    location,
  ];
  const patch = (location: string, part: string, offset: number) =>
    curl(patchArgs(location, part, offset));

  // Warm up (JIT, first database writes) before anything is measured.
  await measure(async () => {
    patch(await createUpload(), file, 0);
  });
  const best = async (runs: number, work: () => Promise<void> | void) => {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await measure(work));
    return results.reduce((a, b) => (b.seconds < a.seconds ? b : a));
  };
  const baseline = await best(3, () => {
    curl([
      '-X',
      'PUT',
      '-T',
      file,
      '-H',
      'Content-Type: application/octet-stream',
      `${url}/bench/raw-upload`,
    ]);
  });
  const single = await best(3, async () => {
    patch(await createUpload(), file, 0);
  });
  // One curl for all the chunks, one after the other on one kept-alive connection, as the
  // browser sends them (a curl process per chunk measured process start-up, not the server).
  const chunked = await best(3, async () => {
    const location = await createUpload();
    curl(
      parts.flatMap((part, i) => [
        ...(i > 0 ? ['--next', '-sS', '--fail', '-o', '/dev/null'] : []),
        ...patchArgs(location, part, i * CHUNK),
      ]),
    );
  });

  const mbps = (s: number) => SIZE / 1024 / 1024 / s;
  console.log(`-- ${label} storage`);
  report('curl to the plain streaming endpoint (baseline)', mbps(baseline.seconds), 'MB/s');
  report('tus, one PATCH', mbps(single.seconds), 'MB/s');
  report('tus, 32 MB chunks as the web client sends', mbps(chunked.seconds), 'MB/s');
  const ratio = baseline.seconds / chunked.seconds;
  const verdict = budgeted
    ? `budget at least 0.6: ${ratio >= 0.6 ? 'within' : 'OVER'}`
    : 'for information: the bucket is the S3 test server on this same disk';
  console.log(`  tus (chunked) / baseline speed: ${ratio.toFixed(2)}  (${verdict})`);
  report('server memory before the tus uploads', chunked.before, 'MB');
  const growth = Math.max(single.growth, chunked.growth);
  report('server memory growth during a 200 MB tus upload', growth, 'MB', 64);

  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}

await benchStorage('local', { STORAGE_PROVIDER: 'local' }, true);
const s3 = await startS3();
try {
  await benchStorage('s3', s3.env, false);
} finally {
  s3.child.kill('SIGTERM');
}
rmSync(dir, { recursive: true, force: true });
