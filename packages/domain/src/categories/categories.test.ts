import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CategoryRank,
  type CategorySelection,
  chooseCategory,
  clearCategory,
  emptyCategorySelection as empty,
  isCategoryDisabled,
  isCategorySelectionValid,
  type ListCategory,
  listCategoryToStored,
  MAX_CATEGORIES,
  type StoredCategory,
  selectionFromStored,
  selectionToStored,
  selectionToStoreInput,
  storedCategoryToList,
  toggleSubCategory,
  toInterestCategories,
} from './categories';

const list: ListCategory[] = [
  {
    primaryCategoryID: 'beauty',
    primaryCategoryName: 'Beauty',
    subCategories: [
      { subCategoryID: 'makeup', subCategoryName: 'Makeup' },
      { subCategoryID: 'skincare', subCategoryName: 'Skincare' },
    ],
  },
  {
    primaryCategoryID: 'food',
    primaryCategoryName: 'Food',
    subCategories: [{ subCategoryID: 'vegan', subCategoryName: 'Vegan' }],
  },
];

const beautyPrimary = chooseCategory(empty, 'primary', 'beauty');

describe('chooseCategory and isCategoryDisabled', () => {
  it('disables the primary category as secondary', () => {
    expect(isCategoryDisabled(beautyPrimary, 'beauty', 'secondary')).toBe(true);
    expect(isCategoryDisabled(beautyPrimary, 'food', 'secondary')).toBe(false);
    expect(chooseCategory(beautyPrimary, 'secondary', 'beauty')).toBe(beautyPrimary);
  });

  it('disables the secondary category as primary', () => {
    const foodSecondary = chooseCategory(empty, 'secondary', 'food');
    expect(isCategoryDisabled(foodSecondary, 'food', 'primary')).toBe(true);
    expect(chooseCategory(foodSecondary, 'primary', 'food')).toBe(foodSecondary);
  });

  it('keeps only one primary: a new primary replaces the old one', () => {
    const food = chooseCategory(beautyPrimary, 'primary', 'food');
    expect(food.primary).toEqual({ categoryId: 'food', subCategoryIds: [] });
    expect(selectionToStoreInput(food).filter((c) => c.isPrimary)).toHaveLength(1);
  });

  it('never holds the same category in both ranks nor more than 2', () => {
    const op = fc.record({
      kind: fc.constantFrom('choose', 'clear'),
      rank: fc.constantFrom<CategoryRank>('primary', 'secondary'),
      id: fc.constantFrom('beauty', 'food', 'travel'),
    });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 20 }), (ops) => {
        const selection = ops.reduce<CategorySelection>(
          (s, o) =>
            o.kind === 'choose' ? chooseCategory(s, o.rank, o.id) : clearCategory(s, o.rank),
          empty,
        );
        const input = selectionToStoreInput(selection);
        expect(input.length).toBeLessThanOrEqual(MAX_CATEGORIES);
        expect(new Set(input.map((c) => c.id)).size).toBe(input.length);
        expect(input.filter((c) => c.isPrimary).length).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('isCategorySelectionValid', () => {
  it('requires a primary, the secondary is optional', () => {
    expect(isCategorySelectionValid(empty)).toBe(false);
    expect(isCategorySelectionValid(chooseCategory(empty, 'secondary', 'food'))).toBe(false);
    expect(isCategorySelectionValid(beautyPrimary)).toBe(true);
    expect(isCategorySelectionValid(chooseCategory(beautyPrimary, 'secondary', 'food'))).toBe(true);
  });

  it('refuses the same category twice', () => {
    const same = {
      primary: { categoryId: 'beauty', subCategoryIds: [] },
      secondary: { categoryId: 'beauty', subCategoryIds: [] },
    };
    expect(isCategorySelectionValid(same)).toBe(false);
  });

  it('is invalid again once the primary is cleared', () => {
    expect(isCategorySelectionValid(clearCategory(beautyPrimary, 'primary'))).toBe(false);
  });
});

describe('toggleSubCategory', () => {
  it('ticks and unticks a sub-category of a chosen category only', () => {
    const ticked = toggleSubCategory(beautyPrimary, 'primary', 'makeup');
    expect(ticked.primary?.subCategoryIds).toEqual(['makeup']);
    expect(toggleSubCategory(ticked, 'primary', 'makeup').primary?.subCategoryIds).toEqual([]);
    expect(toggleSubCategory(beautyPrimary, 'secondary', 'vegan')).toBe(beautyPrimary);
  });
});

describe('converters', () => {
  const selection: CategorySelection = {
    primary: { categoryId: 'beauty', subCategoryIds: ['skincare'] },
    secondary: { categoryId: 'food', subCategoryIds: [] },
  };
  const stored: StoredCategory[] = [
    {
      categoryId: 'beauty',
      categoryName: 'Beauty',
      isPrimary: true,
      subCategories: [{ subCategoryId: 'skincare', subCategoryName: 'Skincare' }],
    },
    { categoryId: 'food', categoryName: 'Food', isPrimary: false, subCategories: [] },
  ];

  it('builds the storeCreatorCategories input, primary first', () => {
    expect(selectionToStoreInput(selection)).toEqual([
      { id: 'beauty', isPrimary: true, subCategories: [{ id: 'skincare' }] },
      { id: 'food', isPrimary: false, subCategories: [] },
    ]);
    expect(selectionToStoreInput(empty)).toEqual([]);
  });

  it('turns a selection into the stored shape with names from the list, and back', () => {
    expect(selectionToStored(selection, list)).toEqual(stored);
    expect(selectionFromStored(stored)).toEqual(selection);
  });

  it('reads the primary from isPrimary whatever the order, and drops a third category', () => {
    const reordered = [stored[1]!, stored[0]!, { ...stored[1]!, categoryId: 'travel' }];
    expect(selectionFromStored(reordered)).toEqual(selection);
  });

  it('drops ids missing from the category list', () => {
    const unknown = { primary: { categoryId: 'nope', subCategoryIds: [] }, secondary: null };
    expect(selectionToStored(unknown, list)).toEqual([]);
  });

  it('converts between the list and stored shapes', () => {
    const full = listCategoryToStored(list[0]!, true);
    expect(full.subCategories).toHaveLength(2);
    expect(storedCategoryToList(full)).toEqual(list[0]);
    expect(listCategoryToStored(list[0]!, false, ['makeup']).subCategories).toEqual([
      { subCategoryId: 'makeup', subCategoryName: 'Makeup' },
    ]);
  });

  it('builds the cascading checklist nodes', () => {
    const [beauty] = toInterestCategories(list);
    expect(beauty).toMatchObject({ label: 'Beauty', value: 'beauty', isPrimary: true });
    expect(beauty?.children[0]).toEqual({
      label: 'Makeup',
      value: 'makeup',
      id: 'makeup',
      isPrimary: false,
      primaryCategoryId: 'beauty',
      primaryCategoryName: 'Beauty',
      children: [],
    });
  });
});
