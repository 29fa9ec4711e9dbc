import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import { creatorCategories } from '../../db/schema/platform';
import { CATEGORY_TAXONOMY, seedCategories } from '../../seed/demo-categories';

let t: TestApp;
let ids: Map<string, number>;
beforeAll(async () => {
  t = await buildTestApp();
  ids = await seedCategories(t.app.container.db);
});
afterAll(() => t.close());

async function gql(user: TestUser | null, query: string, variables: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: user ? user.headers : {},
    payload: { query, variables },
  });
  return { status: res.statusCode, body: res.json() };
}

const LIST = `{ categoryList { primaryCategoryID primaryCategoryName subCategories { subCategoryID subCategoryName } } }`;
const GET = `query($userId: ID!) { getCreatorCategories(userId: $userId) { categoryId categoryName isPrimary subCategories { subCategoryId subCategoryName } } }`;
const STORE = `mutation($input: StoreCreatorCategoriesInput!) { storeCreatorCategories(input: $input) { wasSuccessful errors { field message } } }`;

async function subIdOf(user: TestUser, primary: string, sub: string) {
  const { body } = await gql(user, LIST);
  const category = body.data.categoryList.find(
    (c: { primaryCategoryName: string }) => c.primaryCategoryName === primary,
  );
  return category.subCategories.find((s: { subCategoryName: string }) => s.subCategoryName === sub)
    .subCategoryID as string;
}

describe('query categoryList', () => {
  it('answers the taxonomy: every primary category in order with its sub-categories', async () => {
    const creator = await createUser(t.app);
    const { body } = await gql(creator, LIST);
    const list = body.data.categoryList;
    expect(list.map((c: { primaryCategoryName: string }) => c.primaryCategoryName)).toEqual(
      CATEGORY_TAXONOMY.map((c) => c.name),
    );
    expect(
      list[0].subCategories.map((s: { subCategoryName: string }) => s.subCategoryName),
    ).toEqual(CATEGORY_TAXONOMY[0]!.subCategories);
  });

  it('answers 401 without a token', async () => {
    const { status, body } = await gql(null, LIST);
    expect(status).toBe(401);
    expect(body.errors[0].extensions.code).toBe('unauthenticated');
  });
});

describe('mutation storeCreatorCategories and query getCreatorCategories', () => {
  it('stores a ranked choice and reads it back, primary first', async () => {
    const creator = await createUser(t.app);
    const makeup = await subIdOf(creator, 'Beauty', 'Makeup');
    const input = {
      userId: String(creator.id),
      categories: [
        { id: String(ids.get('Beauty')), isPrimary: true, subCategories: [{ id: makeup }] },
        { id: String(ids.get('Travel')), isPrimary: false },
      ],
    };
    const stored = await gql(creator, STORE, { input });
    expect(stored.body.data.storeCreatorCategories).toEqual({ wasSuccessful: true, errors: [] });
    const { body } = await gql(creator, GET, { userId: String(creator.id) });
    expect(body.data.getCreatorCategories).toEqual([
      {
        categoryId: String(ids.get('Beauty')),
        categoryName: 'Beauty',
        isPrimary: true,
        subCategories: [{ subCategoryId: makeup, subCategoryName: 'Makeup' }],
      },
      {
        categoryId: String(ids.get('Travel')),
        categoryName: 'Travel',
        isPrimary: false,
        subCategories: [],
      },
    ]);
  });

  it('leaves the same rows when the same choice is stored twice, and replaces a new one', async () => {
    const creator = await createUser(t.app);
    const input = (name: string) => ({
      userId: String(creator.id),
      categories: [{ id: String(ids.get(name)), isPrimary: true, subCategories: [] }],
    });
    await gql(creator, STORE, { input: input('Pets') });
    await gql(creator, STORE, { input: input('Pets') });
    const rows = () =>
      t.app.container.db
        .select()
        .from(creatorCategories)
        .where(eq(creatorCategories.user_id, creator.id));
    expect(await rows()).toHaveLength(1);
    await gql(creator, STORE, { input: input('Technology') });
    expect((await rows()).map((r) => r.category_id)).toEqual([ids.get('Technology')]);
  });

  it('refuses the category rules with errors and changes nothing', async () => {
    const creator = await createUser(t.app);
    const userId = String(creator.id);
    await gql(creator, STORE, {
      input: { userId, categories: [{ id: String(ids.get('Pets')), isPrimary: true }] },
    });
    const foreignSub = await subIdOf(creator, 'Food & Drink', 'Baking');
    const cases = [
      [
        { id: String(ids.get('Beauty')), isPrimary: true },
        { id: String(ids.get('Travel')), isPrimary: true },
      ],
      [{ id: String(ids.get('Beauty')), isPrimary: false }],
      ['Beauty', 'Travel', 'Pets'].map((n, i) => ({ id: String(ids.get(n)), isPrimary: i === 0 })),
      [{ id: '999999', isPrimary: true }],
      [{ id: String(ids.get('Beauty')), isPrimary: true, subCategories: [{ id: foreignSub }] }],
    ];
    for (const categories of cases) {
      const { body } = await gql(creator, STORE, { input: { userId, categories } });
      expect(body.data.storeCreatorCategories.wasSuccessful).toBe(false);
      expect(body.data.storeCreatorCategories.errors.length).toBeGreaterThan(0);
    }
    const { body } = await gql(creator, GET, { userId });
    expect(
      body.data.getCreatorCategories.map((c: { categoryName: string }) => c.categoryName),
    ).toEqual(['Pets']);
  });

  it("answers not_found for another creator's categories, read or write", async () => {
    const creator = await createUser(t.app);
    const other = await createUser(t.app);
    const read = await gql(creator, GET, { userId: String(other.id) });
    expect(read.body.errors[0].extensions.code).toBe('not_found');
    const write = await gql(creator, STORE, {
      input: { userId: String(other.id), categories: [] },
    });
    expect(write.body.errors[0].extensions.code).toBe('not_found');
  });

  it('lets ops read but not change a creator’s categories; brand users neither', async () => {
    const creator = await createUser(t.app);
    const ops = await createUser(t.app, { type: 'ops' });
    const brand = await createUser(t.app, { type: 'brand' });
    expect(
      (await gql(ops, GET, { userId: String(creator.id) })).body.data.getCreatorCategories,
    ).toEqual([]);
    const write = await gql(ops, STORE, { input: { userId: String(creator.id), categories: [] } });
    expect(write.body.errors[0].extensions.code).toBe('forbidden');
    expect(
      (await gql(brand, GET, { userId: String(creator.id) })).body.errors[0].extensions.code,
    ).toBe('forbidden');
  });
});
