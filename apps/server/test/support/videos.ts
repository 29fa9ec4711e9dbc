import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFfmpeg } from '../../src/modules/media/find-ffmpeg';

/** The ffmpeg the server would use (FFMPEG_PATH, PATH, else the npm-shipped one). */
const ffmpeg = findFfmpeg(process.env.FFMPEG_PATH || undefined);

/**
 * Fails (never skips) when ffmpeg is missing: poster frames are a feature, and `npm install`
 * brings an ffmpeg inside the @ffmpeg-installer/ffmpeg package when the machine has none.
 */
export function requireFfmpeg(): void {
  const probe = spawnSync(ffmpeg, ['-version'], { encoding: 'utf8' });
  if (probe.status !== 0) {
    throw new Error(
      `ffmpeg (${ffmpeg}) does not run, and these tests need it to make videos and poster frames. \`npm install\` brings one (@ffmpeg-installer/ffmpeg, Linux, macOS and Windows); or install it (Debian/Ubuntu: apt-get install -y ffmpeg), or set FFMPEG_PATH.`,
    );
  }
}

/** One colour for a stretch of a test video. */
export interface VideoSegment {
  color: string;
  seconds: number;
}

/**
 * A real, small video made by ffmpeg: the given solid-colour segments one after the other
 * (so a test can tell which moment a poster shows), H.264 in MP4 or VP9 in WebM.
 */
export function makeVideo(
  segments: VideoSegment[],
  options: { width?: number; height?: number; format?: 'mp4' | 'webm' } = {},
): Buffer {
  const { width = 320, height = 240, format = 'mp4' } = options;
  const dir = mkdtempSync(path.join(tmpdir(), 'video-'));
  const out = path.join(dir, `clip.${format}`);
  const inputs = segments.flatMap((s) => [
    '-f',
    'lavfi',
    '-i',
    `color=c=${s.color}:s=${width}x${height}:d=${s.seconds}:r=10`,
  ]);
  const concat = `${segments.map((_, i) => `[${i}:v]`).join('')}concat=n=${segments.length}:v=1[v]`;
  const codec =
    format === 'mp4'
      ? ['-c:v', 'libx264', '-pix_fmt', 'yuv420p']
      : ['-c:v', 'libvpx-vp9', '-deadline', 'realtime'];
  try {
    execFileSync(
      ffmpeg,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        ...inputs,
        '-filter_complex',
        concat,
        '-map',
        '[v]',
        ...codec,
        out,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
