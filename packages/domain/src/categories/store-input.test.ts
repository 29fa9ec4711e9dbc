import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chooseCategory,
  emptyCategorySelection as empty,
  type ListCategory,
  selectionToStoreInput,
  toggleSubCategory,
} from './categories';
import { categoryInputProblems, CATEGORY_INPUT_MESSAGES as M } from './store-input';

const list: ListCategory[] = [
  {
    primaryCategoryID: '1',
    primaryCategoryName: 'Beauty',
    subCategories: [{ subCategoryID: '11', subCategoryName: 'Makeup' }],
  },
  {
    primaryCategoryID: '2',
    primaryCategoryName: 'Food',
    subCategories: [{ subCategoryID: '21', subCategoryName: 'Baking' }],
  },
  { primaryCategoryID: '3', primaryCategoryName: 'Travel', subCategories: [] },
];

describe('categoryInputProblems', () => {
  it('accepts one primary with its sub-categories and an optional secondary', () => {
    expect(
      categoryInputProblems(
        [
          { id: '1', isPrimary: true, subCategories: [{ id: '11' }] },
          { id: '2', isPrimary: false, subCategories: [] },
        ],
        list,
      ),
    ).toEqual([]);
  });

  it('accepts an empty choice (clearing)', () => {
    expect(categoryInputProblems([], list)).toEqual([]);
  });

  it('refuses more than two categories', () => {
    const input = ['1', '2', '3'].map((id, i) => ({ id, isPrimary: i === 0, subCategories: [] }));
    expect(categoryInputProblems(input, list)).toContainEqual({
      field: 'categories',
      message: M.tooMany,
    });
  });

  it('refuses no primary and two primaries', () => {
    const none = [{ id: '1', isPrimary: false, subCategories: [] }];
    const two = [
      { id: '1', isPrimary: true, subCategories: [] },
      { id: '2', isPrimary: true, subCategories: [] },
    ];
    expect(categoryInputProblems(none, list)).toEqual([
      { field: 'categories', message: M.primary },
    ]);
    expect(categoryInputProblems(two, list)).toEqual([{ field: 'categories', message: M.primary }]);
  });

  it('refuses an unknown category, the same category twice, and a foreign sub-category', () => {
    expect(categoryInputProblems([{ id: '9', isPrimary: true, subCategories: [] }], list)).toEqual([
      { field: 'categories.0.id', message: M.unknown },
    ]);
    expect(
      categoryInputProblems(
        [
          { id: '1', isPrimary: true, subCategories: [] },
          { id: '1', isPrimary: false, subCategories: [] },
        ],
        list,
      ),
    ).toEqual([{ field: 'categories.1.id', message: M.duplicate }]);
    expect(
      categoryInputProblems([{ id: '1', isPrimary: true, subCategories: [{ id: '21' }] }], list),
    ).toEqual([{ field: 'categories.0.subCategories.0.id', message: M.subCategory }]);
  });

  it('accepts every selection the UI rules can build', () => {
    const ids = fc.constantFrom('1', '2', '3');
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('choose' as const),
        rank: fc.constantFrom('primary', 'secondary' as const),
        id: ids,
      }),
      fc.record({
        kind: fc.constant('sub' as const),
        rank: fc.constantFrom('primary', 'secondary' as const),
        id: ids,
      }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 8 }), (steps) => {
        let selection = empty;
        for (const s of steps) {
          if (s.kind === 'choose') selection = chooseCategory(selection, s.rank, s.id);
          else {
            const owner = list.find((c) => c.primaryCategoryID === selection[s.rank]?.categoryId);
            const sub = owner?.subCategories[0]?.subCategoryID;
            if (sub) selection = toggleSubCategory(selection, s.rank, sub);
          }
        }
        if (!selection.primary) return;
        expect(categoryInputProblems(selectionToStoreInput(selection), list)).toEqual([]);
      }),
    );
  });
});
