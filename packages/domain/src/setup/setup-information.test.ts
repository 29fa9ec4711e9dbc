import { describe, expect, it } from 'vitest';
import { changedNames, SetupInformationSchema, sameCategorySelection } from './setup-information';

describe('SetupInformationSchema', () => {
  it('needs a first and a last name, with the profile editor’s messages', () => {
    const result = SetupInformationSchema.safeParse({ first_name: '  ', last_name: '' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
    expect(messages).toEqual([
      'first_name: The "First Name" field is invalid. Please check your input and try again.',
      'last_name: The "Last Name" field is invalid. Please check your input and try again.',
    ]);
  });

  it('trims the names', () => {
    expect(SetupInformationSchema.parse({ first_name: ' Noah ', last_name: 'Reed' })).toEqual({
      first_name: 'Noah',
      last_name: 'Reed',
    });
  });
});

describe('changedNames', () => {
  it('answers only the changed fields, null when nothing changed', () => {
    const saved = { first_name: 'Noah', last_name: 'Reed' };
    expect(changedNames(saved, { first_name: 'Noah ', last_name: 'Reed' })).toBeNull();
    expect(changedNames(saved, { first_name: 'Noa', last_name: 'Reed' })).toEqual({
      first_name: 'Noa',
    });
    expect(changedNames({ first_name: null }, { first_name: 'A', last_name: 'B' })).toEqual({
      first_name: 'A',
      last_name: 'B',
    });
  });
});

describe('sameCategorySelection', () => {
  const a = { primary: { categoryId: '1', subCategoryIds: ['2', '3'] }, secondary: null };
  it('ignores the order of sub-categories', () => {
    expect(
      sameCategorySelection(a, {
        primary: { categoryId: '1', subCategoryIds: ['3', '2'] },
        secondary: null,
      }),
    ).toBe(true);
  });
  it('sees a changed rank, category or sub-category', () => {
    expect(sameCategorySelection(a, { primary: null, secondary: a.primary })).toBe(false);
    expect(
      sameCategorySelection(a, {
        primary: { categoryId: '1', subCategoryIds: ['2'] },
        secondary: null,
      }),
    ).toBe(false);
  });
});
