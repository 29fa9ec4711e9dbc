import { Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { centsToText, isoToLocalInput, localInputToIso, parseDollars } from './draft-form';

/** Dollars typed as text, kept as cents; an amount that is not one says so beside the field. */
export function MoneyInput({
  id,
  label,
  description,
  cents,
  error,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  description?: string;
  cents: number;
  error?: string;
  disabled?: boolean;
  onChange(cents: number): void;
}) {
  const [text, setText] = useState(centsToText(cents));
  const [bad, setBad] = useState(false);
  useEffect(() => {
    // Another source changed the amount (a reload): show it, unless it is what is typed.
    setText((typed) => (parseDollars(typed) === cents ? typed : centsToText(cents)));
  }, [cents]);
  return (
    <TextInput
      id={id}
      label={label}
      description={description}
      leftSection="$"
      inputMode="decimal"
      value={text}
      disabled={disabled}
      error={bad ? 'Enter an amount in dollars, like 150 or 49.50.' : error}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setText(value);
        const parsed = parseDollars(value);
        setBad(parsed === null);
        if (parsed !== null) onChange(parsed);
      }}
    />
  );
}

/** A date and time in the browser's zone, kept as ISO 8601. */
export function DateTimeInput({
  id,
  label,
  value,
  error,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  value: string | null;
  error?: string;
  disabled?: boolean;
  onChange(iso: string | null): void;
}) {
  return (
    <TextInput
      id={id}
      type="datetime-local"
      label={label}
      value={isoToLocalInput(value)}
      error={error}
      disabled={disabled}
      onChange={(e) => onChange(localInputToIso(e.currentTarget.value))}
    />
  );
}

/**
 * A list typed one entry per line. The text is the page's own while typing (blank lines between
 * entries stay where they are typed); the list it means goes to the draft.
 */
export function LinesInput({
  id,
  label,
  description,
  lines,
  error,
  disabled,
  toLines,
  join = '\n',
  multiline = true,
  onChange,
}: {
  id: string;
  label: string;
  description?: string;
  lines: string[];
  error?: string;
  disabled?: boolean;
  toLines(text: string): string[];
  join?: string;
  multiline?: boolean;
  onChange(lines: string[]): void;
}) {
  const [text, setText] = useState(lines.join(join));
  useEffect(() => {
    setText((typed) =>
      toLines(typed).join('\u0000') === lines.join('\u0000') ? typed : lines.join(join),
    );
  }, [lines, join, toLines]);
  const props = {
    id,
    label,
    description,
    value: text,
    error,
    disabled,
    onChange: (e: { currentTarget: { value: string } }) => {
      setText(e.currentTarget.value);
      onChange(toLines(e.currentTarget.value));
    },
  };
  return multiline ? <Textarea {...props} autosize minRows={2} /> : <TextInput {...props} />;
}
