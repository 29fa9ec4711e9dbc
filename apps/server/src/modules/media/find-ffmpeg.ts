import { accessSync, chmodSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

function isExecutableFile(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Whether `name` is an executable file in one of the PATH folders. */
function isOnPath(name: string, searchPath: string): boolean {
  return searchPath
    .split(path.delimiter)
    .some((dir) => dir !== '' && isExecutableFile(path.join(dir, name)));
}

/**
 * The ffmpeg that @ffmpeg-installer/ffmpeg carries inside its npm package for this platform (a
 * development dependency: installed by `npm install`, absent from `npm ci --omit=dev`), or
 * undefined. Its postinstall only sets the executable bit, which the package's file already has;
 * should an install have lost it, it is set here (decision 551).
 */
export function shippedFfmpeg(): string | undefined {
  let binary: string;
  try {
    binary = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    // Not installed, or no binary for this platform (the package throws a string then).
    return undefined;
  }
  if (isExecutableFile(binary)) return binary;
  try {
    chmodSync(binary, 0o755);
  } catch {
    return undefined;
  }
  return isExecutableFile(binary) ? binary : undefined;
}

/**
 * The ffmpeg the server makes video posters with (decision 551): FFMPEG_PATH when set (used as
 * given, even when it cannot run: posters are then off and the log says so once); else `ffmpeg`
 * on PATH, a system ffmpeg that the operating system keeps patched; else the npm-shipped one;
 * else `ffmpeg`, which then fails to start and turns posters off the same way.
 */
export function findFfmpeg(
  configured: string | undefined,
  searchPath: string = process.env.PATH ?? '',
): string {
  if (configured) return configured;
  if (isOnPath('ffmpeg', searchPath)) return 'ffmpeg';
  return shippedFfmpeg() ?? 'ffmpeg';
}
