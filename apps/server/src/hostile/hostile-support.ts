import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';

export interface Operation {
  method: string;
  /** The OpenAPI path, `{param}` placeholders. */
  path: string;
  body?: JsonSchema;
  /** Path and query parameters, with their schemas. */
  parameters: { name: string; in: 'path' | 'query' | string; schema?: JsonSchema }[];
}

export interface JsonSchema {
  type?: string | string[];
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** Every operation of the app's own OpenAPI document (what the hostile suite walks). */
export function operationsOf(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
          parameters?: Operation['parameters'];
        }
      >
    >;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      body: op.requestBody?.content?.['application/json']?.schema,
      parameters: op.parameters ?? [],
    })),
  );
}

/** Fills `{param}` placeholders with the given ids (by name; unknown names get `1`). */
export function fillPath(path: string, ids: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name] ?? 1));
}

/** The tables a refused request must leave as they were. */
const WATCHED = [
  'users',
  'profiles',
  'contacts',
  'invites',
  'content',
  'media',
  'distributions',
  'payouts',
  'social_accounts',
  'smart_question_answers',
  'refresh_tokens',
  'password_resets',
  'jobs',
  'terms_agreements',
  'content_comments',
  'creator_categories',
  'events',
  'email_outbox',
  'audit_log',
  // The campaign studio's (issue 29).
  'campaigns',
  'campaign_drafts',
  'flights',
  'creator_notes',
  'pending_invites',
  'studio_images',
  'brands',
  'staff_invitations',
  'creator_invitations',
];

/** One fingerprint of every watched table's rows: equal fingerprints, nothing changed. */
export async function fingerprint(db: Db): Promise<string> {
  const parts: string[] = [];
  for (const table of WATCHED) {
    const result = await db.execute(
      sql.raw(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${table} t`,
      ),
    );
    parts.push(`${table}:${(result.rows[0] as { h: string }).h}`);
  }
  return parts.join(' ');
}
