import { Stack, Text } from '@mantine/core';
import type { CategorySelection, ListCategory } from '@portal/domain/categories/categories';

/** The chosen categories in words: 'Primary: Beauty (Makeup, Skincare)'. */
export function categorySummary(
  selection: CategorySelection,
  list: readonly ListCategory[],
): { rank: string; text: string }[] {
  return (['primary', 'secondary'] as const).flatMap((rank) => {
    const choice = selection[rank];
    if (!choice) return [];
    const category = list.find((c) => c.primaryCategoryID === choice.categoryId);
    if (!category) return [];
    const subs = category.subCategories
      .filter((s) => choice.subCategoryIds.includes(s.subCategoryID))
      .map((s) => s.subCategoryName);
    const text = subs.length
      ? `${category.primaryCategoryName} (${subs.join(', ')})`
      : category.primaryCategoryName;
    return [{ rank: rank === 'primary' ? 'Primary' : 'Secondary', text }];
  });
}

export function CategorySummary({
  selection,
  list,
}: {
  selection: CategorySelection;
  list: readonly ListCategory[];
}) {
  const lines = categorySummary(selection, list);
  if (lines.length === 0)
    return (
      <Text size="sm" c="gray.7">
        No categories chosen yet.
      </Text>
    );
  return (
    <Stack gap={2} data-testid="category-summary">
      {lines.map((l) => (
        <Text key={l.rank} size="sm">
          <Text span fw={600}>
            {l.rank}:
          </Text>{' '}
          {l.text}
        </Text>
      ))}
    </Stack>
  );
}
