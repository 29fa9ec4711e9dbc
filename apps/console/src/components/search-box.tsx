import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';

/**
 * A list's search: the words are sent when the person asks (Search or Enter), not on every key,
 * so the list and its address change once per search. `initial` is the search the address holds.
 */
export function SearchBox({
  label,
  initial,
  onSearch,
  className,
}: {
  label: string;
  initial: string | undefined;
  onSearch: (q: string | undefined) => void;
  /** Sizes the search within its row (the words' field grows to fill it). */
  className?: string;
}) {
  const [text, setText] = useState(initial ?? '');
  return (
    <search className={className}>
      <form
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          onSearch(text.trim() || undefined);
        }}
      >
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={label}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="default">
            Search
          </Button>
        </Group>
      </form>
    </search>
  );
}
