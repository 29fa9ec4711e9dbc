import type { Readable } from 'node:stream';
import type { DataStore } from '@tus/server';

/** What storage knows of a stored object. */
export interface StoredObject {
  size: number;
}

/** Bytes `start` to `end` of an object, both inclusive (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/** How long a browser may reuse a redirect to a direct link; direct links live well beyond it. */
export const DIRECT_LINK_REUSE_S = 60 * 60;

/** How a browser is to receive an object straight from storage. */
export interface DirectLinkOptions {
  /** The Content-Type the object is served with (part of the signature). */
  contentType: string;
  now: Date;
}

/**
 * Where uploaded files and their previews live. Keys are relative, slash-separated paths
 * ('uploads/3f2a…', 'previews/12.webp'); a key never starts with '/' and never holds '..'.
 * Local disk is the default; S3-compatible storage implements the same interface
 * (docs/decisions/144-s3-storage-and-direct-links.md). Nothing outside this folder knows which
 * one runs: code reads objects as streams, never from a local path.
 */
export interface StorageProvider {
  readonly kind: 'local' | 's3';
  /** The key of the resumable upload with this handle (the last segment of its tus URL). */
  uploadKey(handle: string): string;
  /**
   * The tus data store that writes resumable uploads into this storage under `uploads/`; its
   * package loads with the first upload, not at start.
   */
  createUploadStore(options: { expiryMs: number }): Promise<DataStore>;
  /** Streams an object, or a byte range of it. @throws when the object does not exist. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Writes a small object (a preview) whole; readers never see half of it. */
  write(key: string, data: Buffer, contentType: string): Promise<void>;
  stat(key: string): Promise<StoredObject | null>;
  remove(key: string): Promise<void>;
  /** Removes a resumable upload with its bookkeeping (tus metadata, unfinished parts). */
  removeUpload(key: string): Promise<void>;
  /**
   * Removes every unfinished resumable upload started before `cutoff` (finished ones stay);
   * answers how many were removed.
   */
  removeUnfinishedUploads(cutoff: Date): Promise<number>;
  /**
   * A short-lived URL the browser loads the object from directly (a presigned GET), or null
   * when the app serves the bytes itself (local disk, through `/files/`).
   */
  directLink(key: string, options: DirectLinkOptions): Promise<string | null>;
  /** The origins direct links point at, for the Content-Security-Policy; empty for local disk. */
  directLinkOrigins(): Promise<string[]>;
  /**
   * Where a command-line tool (ffmpeg) can read an object with seeking: its path on local disk
   * or a short-lived presigned URL.
   */
  toolInput(key: string, now: Date): Promise<string>;
}

/** Keys are plain relative paths: letters, digits, '.', '_', '-' segments joined by '/'. */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Whether `key` is a safe storage key (no traversal, no absolute path, no empty segment). */
export function isValidStorageKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key) && !key.split('/').includes('..');
}

/** Upload handles are what tus names them: 32 hex digits by default, never a path. */
export const UPLOAD_HANDLE = /^[A-Za-z0-9_-]{1,128}$/;

/** The folder (key prefix) resumable uploads live under, in every provider. */
export const UPLOADS_PREFIX = 'uploads/';
