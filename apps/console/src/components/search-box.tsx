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
}: {
  label: string;
  initial: string | undefined;
  onSearch: (q: string | undefined) => void;
}) {
  const [text, setText] = useState(initial ?? '');
  return (
    <search>
      <form
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          onSearch(text.trim() || undefined);
        }}
      >
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput label={label} value={text} onChange={(e) => setText(e.currentTarget.value)} />
          <Button type="submit" variant="default">
            Search
          </Button>
        </Group>
      </form>
    </search>
  );
}
