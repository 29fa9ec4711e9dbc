import type { ListCategory, StoredCategory } from '@portal/domain/categories/categories';
import type { CategoryRow, CreatorCategoryRow } from './categories.repository';

/** Spec part 2 section 3, the category list shape, from the taxonomy rows. */
export function presentCategoryList(rows: CategoryRow[]): ListCategory[] {
  const primaries = rows.filter((r) => r.parent_id === null);
  return primaries.map((p) => ({
    primaryCategoryID: String(p.id),
    primaryCategoryName: p.name,
    subCategories: rows
      .filter((r) => r.parent_id === p.id)
      .map((s) => ({ subCategoryID: String(s.id), subCategoryName: s.name })),
  }));
}

/** Spec part 2 section 3, the stored shape: primaries by rank with their chosen sub-categories. */
export function presentCreatorCategories(rows: CreatorCategoryRow[]): StoredCategory[] {
  return rows
    .filter((r) => r.parentId === null)
    .map((p) => ({
      categoryId: String(p.categoryId),
      categoryName: p.name,
      isPrimary: p.isPrimary,
      subCategories: rows
        .filter((r) => r.parentId === p.categoryId)
        .map((s) => ({ subCategoryId: String(s.categoryId), subCategoryName: s.name })),
    }));
}
