import { TextInput, type TextInputProps } from '@mantine/core';
import { parseTypedNumber, sanitizeTypedNumber } from '@portal/domain/money/limits';
import { useState } from 'react';

/**
 * A number field that takes typing at any speed, pasting and deleting (issue 31: Mantine's
 * NumberInput froze the tab when "40", "4000", "150" were typed quickly). A plain text input with
 * the numeric keyboard: the text is kept as typed (digits, one point, the decimals allowed) and
 * its number handed up; nothing is formatted or clamped while the person types, so no update ever
 * feeds another. An empty field is `''`; a number past what the form allows is the form's to
 * refuse, in words.
 */
export function NumberField({
  value,
  onChange,
  decimals = 0,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'inputMode'> & {
  value: number | '' | null | undefined;
  onChange: (value: number | '') => void;
  /** Decimal places allowed (0: whole numbers). */
  decimals?: number;
}) {
  const [text, setText] = useState(() => (typeof value === 'number' ? String(value) : ''));
  // The parent changed the value (a reset, a reload): show it, unless it is what is typed.
  const typed = parseTypedNumber(text);
  const shown =
    value === '' || value === null || value === undefined
      ? typed === null
        ? text
        : ''
      : typed === value
        ? text
        : String(value);
  return (
    <TextInput
      {...props}
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={shown}
      onChange={(event) => {
        const next = sanitizeTypedNumber(event.currentTarget.value, { decimals });
        setText(next);
        const number = parseTypedNumber(next);
        onChange(number === null || Number.isNaN(number) ? '' : number);
      }}
    />
  );
}
