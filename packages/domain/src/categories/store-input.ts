import { type ListCategory, MAX_CATEGORIES, type StoreCategoryInput } from './categories';

/** A problem with storeCreatorCategories' input, as GraphQL `errors { field message }`. */
export interface CategoryInputProblem {
  field: string;
  message: string;
}

export const CATEGORY_INPUT_MESSAGES = {
  tooMany: `Choose up to ${MAX_CATEGORIES} categories.`,
  primary: 'Choose exactly one primary category.',
  unknown: 'This category does not exist.',
  duplicate: 'A category can be chosen only once.',
  subCategory: 'This sub-category does not belong to its category.',
} as const;

/**
 * Part 2 sections 5 and 9 as the server checks storeCreatorCategories' input: up to 2
 * categories, exactly one primary, each a known primary category chosen once, each sub-category
 * one of its own. An empty list is allowed (it clears the choice). Field paths name the entry
 * (`categories.1.subCategories.0.id`) so a form can place them.
 */
export function categoryInputProblems(
  input: readonly StoreCategoryInput[],
  list: readonly ListCategory[],
): CategoryInputProblem[] {
  const problems: CategoryInputProblem[] = [];
  if (input.length > MAX_CATEGORIES) {
    problems.push({ field: 'categories', message: CATEGORY_INPUT_MESSAGES.tooMany });
  }
  if (input.length > 0 && input.filter((c) => c.isPrimary).length !== 1) {
    problems.push({ field: 'categories', message: CATEGORY_INPUT_MESSAGES.primary });
  }
  const seen = new Set<string>();
  input.forEach((entry, i) => {
    const category = list.find((c) => c.primaryCategoryID === entry.id);
    if (!category) {
      problems.push({ field: `categories.${i}.id`, message: CATEGORY_INPUT_MESSAGES.unknown });
      return;
    }
    if (seen.has(entry.id)) {
      problems.push({ field: `categories.${i}.id`, message: CATEGORY_INPUT_MESSAGES.duplicate });
    }
    seen.add(entry.id);
    entry.subCategories.forEach((sub, j) => {
      if (!category.subCategories.some((s) => s.subCategoryID === sub.id)) {
        problems.push({
          field: `categories.${i}.subCategories.${j}.id`,
          message: CATEGORY_INPUT_MESSAGES.subCategory,
        });
      }
    });
  });
  return problems;
}
