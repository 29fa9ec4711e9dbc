/** Part 2 section 5 / 9: up to 2 categories, 1 primary. */
export const MAX_CATEGORIES = 2;

/** Part 2 section 3: a category of the categoryList query. Ids are GraphQL IDs (strings). */
export interface ListCategory {
  primaryCategoryID: string;
  primaryCategoryName: string;
  subCategories: readonly { subCategoryID: string; subCategoryName: string }[];
}

/** Part 2 section 3: a category of getCreatorCategories (the creator's stored choice). */
export interface StoredCategory {
  categoryId: string;
  categoryName: string;
  isPrimary: boolean;
  subCategories: readonly { subCategoryId: string; subCategoryName: string }[];
}

/**
 * Part 2 section 3 / 7: one entry of storeCreatorCategories' input.categories ('a list of
 * primary categories, each with an id, an isPrimary flag and sub-categories (id)').
 */
export interface StoreCategoryInput {
  id: string;
  isPrimary: boolean;
  subCategories: { id: string }[];
}

/**
 * Part 2 section 3 'Interest category': a node of the cascading checklist. Here isPrimary marks
 * a top-level (primary) category node, false for its sub-categories.
 */
export interface InterestCategory {
  label: string;
  value: string;
  id: string;
  isPrimary: boolean;
  primaryCategoryId: string;
  primaryCategoryName: string;
  children: InterestCategory[];
}

export type CategoryRank = 'primary' | 'secondary';
export interface CategoryChoice {
  categoryId: string;
  subCategoryIds: readonly string[];
}
/**
 * The ranked choice of part 2 section 5 'Categories': a primary and an optional secondary.
 * Ours: the shape the UI keeps between the list and stored shapes.
 */
export interface CategorySelection {
  primary: CategoryChoice | null;
  secondary: CategoryChoice | null;
}

export const emptyCategorySelection: CategorySelection = { primary: null, secondary: null };

const other = (rank: CategoryRank): CategoryRank => (rank === 'primary' ? 'secondary' : 'primary');

/**
 * Part 2 section 5: a category chosen as primary is disabled as secondary, and vice versa.
 */
export function isCategoryDisabled(
  selection: CategorySelection,
  categoryId: string,
  rank: CategoryRank,
): boolean {
  return selection[other(rank)]?.categoryId === categoryId;
}

/**
 * Part 2 section 5: choose a category for a rank (only one primary: it replaces the previous
 * one). A category disabled for that rank is refused (selection unchanged); choosing the same
 * category again keeps its sub-categories.
 */
export function chooseCategory(
  selection: CategorySelection,
  rank: CategoryRank,
  categoryId: string,
): CategorySelection {
  if (isCategoryDisabled(selection, categoryId, rank)) return selection;
  if (selection[rank]?.categoryId === categoryId) return selection;
  return { ...selection, [rank]: { categoryId, subCategoryIds: [] } };
}

/** Part 2 section 5: the secondary is optional and can be cleared; so can the primary. */
export function clearCategory(selection: CategorySelection, rank: CategoryRank): CategorySelection {
  return { ...selection, [rank]: null };
}

/** Part 2 section 2 cascading checklist: tick or untick a sub-category of a chosen category. */
export function toggleSubCategory(
  selection: CategorySelection,
  rank: CategoryRank,
  subCategoryId: string,
): CategorySelection {
  const choice = selection[rank];
  if (!choice) return selection;
  const ids = choice.subCategoryIds.includes(subCategoryId)
    ? choice.subCategoryIds.filter((id) => id !== subCategoryId)
    : [...choice.subCategoryIds, subCategoryId];
  return { ...selection, [rank]: { ...choice, subCategoryIds: ids } };
}

/**
 * Part 2 section 5: primary required, secondary optional, never the same category twice.
 */
export function isCategorySelectionValid(selection: CategorySelection): boolean {
  if (!selection.primary) return false;
  return selection.secondary?.categoryId !== selection.primary.categoryId;
}

/**
 * Part 2 section 3: stored shape → selection: the first isPrimary category is the primary, the first other one
 * the secondary; anything beyond the 2 allowed is dropped.
 */
export function selectionFromStored(stored: readonly StoredCategory[]): CategorySelection {
  const toChoice = (c: StoredCategory): CategoryChoice => ({
    categoryId: c.categoryId,
    subCategoryIds: c.subCategories.map((s) => s.subCategoryId),
  });
  const primary = stored.find((c) => c.isPrimary);
  const secondary = stored.find((c) => !c.isPrimary && c.categoryId !== primary?.categoryId);
  return {
    primary: primary ? toChoice(primary) : null,
    secondary: secondary ? toChoice(secondary) : null,
  };
}

/** Part 2 section 7 storeCreatorCategories: the selection as input.categories, primary first. */
export function selectionToStoreInput(selection: CategorySelection): StoreCategoryInput[] {
  const ranked = [
    [selection.primary, true],
    [selection.secondary, false],
  ] as const;
  return ranked.flatMap(([choice, isPrimary]) =>
    choice
      ? [
          {
            id: choice.categoryId,
            isPrimary,
            subCategories: choice.subCategoryIds.map((id) => ({ id })),
          },
        ]
      : [],
  );
}

/**
 * Part 2 section 3: list shape → stored shape, keeping only the sub-categories whose ids are given (all of
 * them when `subCategoryIds` is omitted).
 */
export function listCategoryToStored(
  category: ListCategory,
  isPrimary: boolean,
  subCategoryIds?: readonly string[],
): StoredCategory {
  return {
    categoryId: category.primaryCategoryID,
    categoryName: category.primaryCategoryName,
    isPrimary,
    subCategories: category.subCategories
      .filter((s) => !subCategoryIds || subCategoryIds.includes(s.subCategoryID))
      .map((s) => ({ subCategoryId: s.subCategoryID, subCategoryName: s.subCategoryName })),
  };
}

/** Part 2 section 3: stored shape → list shape (the rank is dropped). */
export function storedCategoryToList(category: StoredCategory): ListCategory {
  return {
    primaryCategoryID: category.categoryId,
    primaryCategoryName: category.categoryName,
    subCategories: category.subCategories.map((s) => ({
      subCategoryID: s.subCategoryId,
      subCategoryName: s.subCategoryName,
    })),
  };
}

/**
 * Part 2 section 3: selection → stored shape, with names from the category list; a category or sub-category
 * missing from the list is dropped.
 */
export function selectionToStored(
  selection: CategorySelection,
  list: readonly ListCategory[],
): StoredCategory[] {
  return selectionToStoreInput(selection).flatMap((entry) => {
    const category = list.find((c) => c.primaryCategoryID === entry.id);
    if (!category) return [];
    const subIds = entry.subCategories.map((s) => s.id);
    return [listCategoryToStored(category, entry.isPrimary, subIds)];
  });
}

/** Part 2 section 2 / 3: the category list as the cascading checklist's Interest categories. */
export function toInterestCategories(list: readonly ListCategory[]): InterestCategory[] {
  return list.map((c) => {
    const parent = {
      primaryCategoryId: c.primaryCategoryID,
      primaryCategoryName: c.primaryCategoryName,
    };
    return {
      label: c.primaryCategoryName,
      value: c.primaryCategoryID,
      id: c.primaryCategoryID,
      isPrimary: true,
      ...parent,
      children: c.subCategories.map((s) => ({
        label: s.subCategoryName,
        value: s.subCategoryID,
        id: s.subCategoryID,
        isPrimary: false,
        ...parent,
        children: [],
      })),
    };
  });
}
