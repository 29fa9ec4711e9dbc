import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The one key pair the test S3 server accepts. */
export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export type SigV4Result =
  | {
      ok: true /** hex SHA-256 the body must have, or null when the payload is unsigned */;
      payloadSha256: string | null;
    }
  | { ok: false; status: number; code: string; message: string };

const MAX_SKEW_MS = 15 * 60 * 1000;

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ is escaped. */
const encode = (s: string) =>
  encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest();
const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');

/** `20260101T120000Z` → Date. */
const parseAmzDate = (value: string) => {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!)) : null;
};

function canonicalQuery(rawQuery: string, omit: string | null): string {
  if (!rawQuery) return '';
  return rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const i = pair.indexOf('=');
      const name = decodeURIComponent(i < 0 ? pair : pair.slice(0, i));
      const value = i < 0 ? '' : decodeURIComponent(pair.slice(i + 1));
      return [encode(name), encode(value)] as const;
    })
    .filter(([name]) => name !== omit)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/**
 * Checks an AWS Signature Version 4 on a request to the test S3 server, in both forms the SDK
 * uses: the Authorization header and presigned query parameters. The canonical request is
 * rebuilt from what arrived (path as sent, query re-encoded and sorted, the signed headers) and
 * the signature recomputed with the known secret; presigned links must not be expired, header
 * signatures must be recent. The payload hash is returned so the caller can check the body.
 */
export function verifySigV4(req: IncomingMessage, creds: S3Credentials, now: Date): SigV4Result {
  const fail = (status: number, code: string, message: string): SigV4Result => ({
    ok: false,
    status,
    code,
    message,
  });
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const rawQuery = q < 0 ? '' : url.slice(q + 1);
  const query = new URLSearchParams(rawQuery);

  let credential: string;
  let signedHeaders: string;
  let signature: string;
  let amzDate: string;
  let payloadHash: string;
  const presigned = query.get('X-Amz-Algorithm') === 'AWS4-HMAC-SHA256';
  if (presigned) {
    credential = query.get('X-Amz-Credential') ?? '';
    signedHeaders = query.get('X-Amz-SignedHeaders') ?? '';
    signature = query.get('X-Amz-Signature') ?? '';
    amzDate = query.get('X-Amz-Date') ?? '';
    payloadHash = 'UNSIGNED-PAYLOAD';
    const signedAt = parseAmzDate(amzDate);
    const expires = Number(query.get('X-Amz-Expires'));
    if (!signedAt || !Number.isInteger(expires) || expires <= 0 || expires > 604_800) {
      return fail(400, 'AuthorizationQueryParametersError', 'Bad presigning parameters');
    }
    if (now.getTime() > signedAt.getTime() + expires * 1000) {
      return fail(403, 'AccessDenied', 'Request has expired');
    }
  } else {
    const header = req.headers.authorization ?? '';
    const m =
      /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(
        header,
      );
    if (!m) return fail(403, 'AccessDenied', 'Missing or malformed Authorization');
    [, credential, signedHeaders, signature] = m as unknown as [string, string, string, string];
    amzDate = String(req.headers['x-amz-date'] ?? '');
    payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    const signedAt = parseAmzDate(amzDate);
    if (!signedAt || Math.abs(now.getTime() - signedAt.getTime()) > MAX_SKEW_MS) {
      return fail(403, 'RequestTimeTooSkewed', 'The request time is too far from the server time');
    }
    if (!payloadHash) return fail(400, 'InvalidRequest', 'Missing x-amz-content-sha256');
    if (payloadHash.startsWith('STREAMING-')) {
      return fail(
        501,
        'NotImplemented',
        'aws-chunked bodies are not supported by this test server',
      );
    }
  }

  const [accessKeyId, date, region, service, terminator] = credential.split('/');
  if (accessKeyId !== creds.accessKeyId) {
    return fail(403, 'InvalidAccessKeyId', 'The access key does not exist');
  }
  if (region !== creds.region || service !== 's3' || terminator !== 'aws4_request' || !date) {
    return fail(403, 'SignatureDoesNotMatch', 'Bad credential scope');
  }
  if (!amzDate.startsWith(date)) return fail(403, 'SignatureDoesNotMatch', 'Scope date mismatch');

  const names = signedHeaders.split(';');
  if (!names.includes('host')) return fail(403, 'SignatureDoesNotMatch', 'host must be signed');
  const headerLines = names.map((name) => {
    const raw = req.headers[name];
    const value = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
    return `${name}:${String(value).trim().replace(/\s+/g, ' ')}\n`;
  });
  const canonicalRequest = [
    req.method,
    path,
    canonicalQuery(rawQuery, presigned ? 'X-Amz-Signature' : null),
    headerLines.join(''),
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${creds.secretAccessKey}`, date), region), 's3'),
    'aws4_request',
  );
  const expected = Buffer.from(hmac(key, stringToSign).toString('hex'));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return fail(403, 'SignatureDoesNotMatch', 'The request signature does not match');
  }
  return { ok: true, payloadSha256: /^[0-9a-f]{64}$/.test(payloadHash) ? payloadHash : null };
}
