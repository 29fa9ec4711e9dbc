import { spawn } from 'node:child_process';
import { PREVIEW_MAX_SIDE } from './media.preview';

/**
 * The ffmpeg demuxer forced for each video type we make posters of. Forcing it (instead of
 * letting ffmpeg guess from the bytes) keeps an upload from being read as a playlist or another
 * format that opens further files or URLs. MP4, MOV and WebM/Matroska cover what phones record;
 * other types keep no poster.
 */
const DEMUXER_BY_TYPE: Record<string, string> = {
  'video/mp4': 'mov',
  'video/quicktime': 'mov',
  'video/x-m4v': 'mov',
  'video/3gpp': 'mov',
  'video/3gpp2': 'mov',
  'video/webm': 'matroska',
  'video/matroska': 'matroska',
  'video/x-matroska': 'matroska',
};

/** A frame of at most PREVIEW_MAX_SIDE pixels as PNG is far below this; more means a bug. */
const MAX_FRAME_BYTES = 16 * 1024 * 1024;

/** ffmpeg could not be started (not installed, or FFMPEG_PATH points nowhere). */
export class FfmpegUnavailableError extends Error {
  constructor(cause: unknown) {
    super('ffmpeg could not be started', { cause });
    this.name = 'FfmpegUnavailableError';
  }
}

/** Runs ffmpeg with an argument array (never a shell); answers its stdout. */
function runFfmpeg(ffmpegPath: string, args: string[], timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: timeoutMs,
      killSignal: 'SIGKILL',
    });
    const out: Buffer[] = [];
    let outBytes = 0;
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > MAX_FRAME_BYTES) child.kill('SIGKILL');
      else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (err.length < 4000) err += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT' || error.code === 'EACCES'
          ? new FfmpegUnavailableError(error)
          : error,
      );
    });
    child.on('close', (code, signal) => {
      if (code === 0) return resolve(Buffer.concat(out));
      const why = signal
        ? `killed by ${signal} (over ${timeoutMs} ms or too much output)`
        : `exit ${code}`;
      reject(new Error(`ffmpeg failed: ${why}: ${err.trim().slice(-500)}`));
    });
  });
}

/**
 * One frame of a video as PNG, scaled to fit PREVIEW_MAX_SIDE: the frame at one second (past a
 * black or blurry opening), or the first frame of a video shorter than that. `input` is a local
 * path or a presigned https URL (ffmpeg seeks in it with range requests). Null when the type is
 * not one we read or the video has no frame at all.
 * @throws FfmpegUnavailableError when ffmpeg cannot be started; Error when it fails or times out.
 */
export async function videoPosterFrame(
  input: string,
  mimeType: string,
  options: { ffmpegPath: string; timeoutMs: number },
): Promise<Buffer | null> {
  const demuxer = DEMUXER_BY_TYPE[mimeType];
  if (!demuxer) return null;
  const isUrl = /^https?:\/\//.test(input);
  const side = PREVIEW_MAX_SIDE;
  const args = (seekSeconds: number | null) => [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-protocol_whitelist',
    isUrl ? 'http,https,tcp,tls' : 'file',
    ...(seekSeconds === null ? [] : ['-ss', String(seekSeconds)]),
    '-f',
    demuxer,
    '-i',
    isUrl ? input : `file:${input}`,
    '-map',
    '0:v:0',
    '-frames:v',
    '1',
    '-vf',
    `scale='min(${side},iw)':'min(${side},ih)':force_original_aspect_ratio=decrease`,
    '-f',
    'image2pipe',
    '-c:v',
    'png',
    'pipe:1',
  ];
  // Seeking past the end of a short video is not an error for ffmpeg: it just writes nothing.
  const atOneSecond = await runFfmpeg(options.ffmpegPath, args(1), options.timeoutMs);
  if (atOneSecond.length > 0) return atOneSecond;
  const first = await runFfmpeg(options.ffmpegPath, args(null), options.timeoutMs);
  return first.length > 0 ? first : null;
}
