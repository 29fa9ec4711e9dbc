import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import type { Database } from './client';
import { brands } from './schema/campaigns';
import { isCacheableRead } from './statement-cache';

// Reads outside a transaction run as prepared statements (decision 570), on PGlite through the
// cache's own path: they must answer exactly what the plain path answers.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the statement cache', () => {
  it('answers a read as the plain path does, in objects and arrays, again and again', async () => {
    const { db } = database;
    const [brand] = await db
      .insert(brands)
      .values({ name: 'Ünïcode "quoted" brand', logo_url: null })
      .returning();
    const read = () => db.select().from(brands).where(eq(brands.id, brand!.id));
    const plain = await db.transaction((tx) =>
      tx.select().from(brands).where(eq(brands.id, brand!.id)),
    );
    for (let i = 0; i < 3; i++) expect(await read()).toEqual(plain);
    expect(plain[0]).toMatchObject({ name: 'Ünïcode "quoted" brand', logo_url: null });
    // Raw SQL with every kind of parameter, answered as rows of objects.
    const raw = await db.execute(
      sql`select ${1}::int as one, ${'two'}::text as two, ${true}::bool as yes, ${null}::text as none,
          ${brand!.id} = ${brand!.id} as same`,
    );
    expect(raw.rows).toEqual([{ one: 1, two: 'two', yes: true, none: null, same: true }]);
  });

  it('sees what was written just before it (no answer is kept, only the plan)', async () => {
    const { db } = database;
    const total = async () => (await db.select({ n: count() }).from(brands))[0]!.n;
    const before = await total();
    await db.insert(brands).values({ name: 'One more' });
    expect(await total()).toBe(before + 1);
  });

  it('never runs inside a transaction it is not part of', async () => {
    const { db } = database;
    const total = async () => (await db.select({ n: count() }).from(brands))[0]!.n;
    const before = await total();
    let inserted!: () => void;
    const insertedOnce = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const rolledBack = db
      .transaction(async (tx) => {
        await tx.insert(brands).values({ name: 'Never committed' });
        inserted();
        await new Promise((r) => setTimeout(r, 50));
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    await insertedOnce;
    expect(await total()).toBe(before);
    expect(await rolledBack).toBe('rolled back');
    expect(await total()).toBe(before);
  });

  it('surfaces a failing read as an error, and the next read works', async () => {
    const { db } = database;
    for (let i = 0; i < 2; i++) {
      await expect(db.execute(sql`select 1 / ${0}::int as x`)).rejects.toThrow();
    }
    expect((await db.execute(sql`select ${2}::int as two`)).rows).toEqual([{ two: 2 }]);
  });

  it('leaves reads with effects on the plain path: a NOTIFY still reaches its listeners', async () => {
    const heard: string[] = [];
    const stop = await database.listen('statement_cache_test', (p) => heard.push(p));
    await database.db.execute(sql`select pg_notify('statement_cache_test', 'hello')`);
    for (let i = 0; i < 50 && heard.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    await stop();
    expect(heard).toEqual(['hello']);
  });

  it('caches plain reads only', () => {
    expect(isCacheableRead('select "id" from "users" where "id" = $1')).toBe(true);
    expect(isCacheableRead(' WITH x as (select 1) select * from x')).toBe(true);
    expect(isCacheableRead('insert into brands (name) values ($1)')).toBe(false);
    expect(isCacheableRead('update brands set name = $1')).toBe(false);
    expect(isCacheableRead('select pg_notify($1, $2)')).toBe(false);
    expect(isCacheableRead('select * from jobs for update skip locked')).toBe(false);
    expect(isCacheableRead('with d as (delete from jobs returning id) select * from d')).toBe(
      false,
    );
    expect(isCacheableRead('select nextval($1)')).toBe(false);
  });
});
