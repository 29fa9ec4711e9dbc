import type { IncomingMessage, ServerResponse } from 'node:http';

// XML in and out for the S3 test server: S3 speaks small XML documents; these tests trust them.

const xmlEscape = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
const xmlUnescape = (s: string) =>
  s.replace(
    /&(lt|gt|amp|apos|quot);/g,
    (_m, e: string) => ({ lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' })[e]!,
  );
/** Every `<tag>value</tag>` in a (small, trusted) XML body. */
export const tagValues = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) =>
    xmlUnescape(m[1]!),
  );
export const xml = (root: string, body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${body}</${root}>`;
export const el = (tag: string, value: string | number | boolean) =>
  `<${tag}>${xmlEscape(String(value))}</${tag}>`;

export function send(
  res: ServerResponse,
  status: number,
  body?: string,
  headers: Record<string, string | number> = {},
) {
  res.writeHead(status, body ? { 'content-type': 'application/xml', ...headers } : headers);
  res.end(body);
}

export function sendError(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
) {
  // HEAD answers carry no body: the SDK names the error from the status (NotFound).
  if (req.method === 'HEAD') return send(res, status);
  send(res, status, xml('Error', el('Code', code) + el('Message', message)));
}
