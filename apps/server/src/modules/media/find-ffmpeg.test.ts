import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findFfmpeg, shippedFfmpeg } from './find-ffmpeg';

describe('findFfmpeg (which ffmpeg makes video posters)', () => {
  const dirs: string[] = [];
  const folderWith = (file: string, mode: number) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'find-ffmpeg-'));
    dirs.push(dir);
    writeFileSync(path.join(dir, file), '#!/bin/sh\n', { mode });
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('uses FFMPEG_PATH as given, even when nothing is there', () => {
    expect(findFfmpeg('/opt/ffmpeg/bin/ffmpeg', '')).toBe('/opt/ffmpeg/bin/ffmpeg');
    expect(findFfmpeg('/nonexistent/ffmpeg', '')).toBe('/nonexistent/ffmpeg');
  });

  it('prefers an ffmpeg on PATH to the npm-shipped one', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'find-ffmpeg-'));
    dirs.push(empty);
    const searchPath = [empty, folderWith('ffmpeg', 0o755)].join(path.delimiter);
    expect(findFfmpeg(undefined, searchPath)).toBe('ffmpeg');
  });

  it('does not take a file on PATH that cannot be run', () => {
    expect(findFfmpeg(undefined, folderWith('ffmpeg', 0o644))).toBe(shippedFfmpeg());
  });

  it('falls back to the ffmpeg shipped in node_modules, which runs', () => {
    const found = findFfmpeg(undefined, '');
    expect(found).toBe(shippedFfmpeg());
    expect(found).toMatch(/node_modules[\\/]@ffmpeg-installer[\\/][a-z0-9-]+[\\/]ffmpeg(\.exe)?$/);
    const version = spawnSync(found, ['-version'], { encoding: 'utf8' });
    expect(version.status).toBe(0);
    expect(version.stdout).toMatch(/^ffmpeg version/);
  });
});
