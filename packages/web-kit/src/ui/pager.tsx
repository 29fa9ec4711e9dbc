import { Button, Group, Text } from '@mantine/core';

/**
 * Previous and next page of a server-paged list, with where the reader is ('Page 2 of 5').
 * Nothing when everything fits on one page.
 */
export function Pager({
  page,
  pages,
  onPage,
}: {
  /** The page shown, from 1. */
  page: number;
  pages: number;
  onPage(page: number): void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages">
      <Group gap="sm">
        <Button size="xs" variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous page
        </Button>
        <Text size="sm" aria-current="page">
          Page {page} of {pages}
        </Text>
        <Button
          size="xs"
          variant="default"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next page
        </Button>
      </Group>
    </nav>
  );
}
