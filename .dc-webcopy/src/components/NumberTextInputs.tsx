// MoneyInput and IntegerInput (01 §5, 02 §5): text inputs that filter every keystroke.
// MoneyInput: digits and one dot, two decimals, capped at `max` (default 999.99); a dangling dot is
// dropped on blur. IntegerInput: digits only, a leading 0 becomes 1, capped at `max` (default 840).
// Props: value (string or number) / onChange(text) as a Form.Item child; max; plus antd Input props
// (placeholder, disabled, addonAfter such as 元, aria-label, id, …). The value stays text: convert it
// when sending, and validate with amountRule() / positiveIntegerRule() where the form needs it.
import { Input, type InputProps } from 'antd';
import type { FocusEvent } from 'react';
import { normalizeIntegerInput } from '../lib/format/integer';
import { normalizeMoneyInput } from '../lib/format/money';

export interface NumberTextInputProps extends Omit<InputProps, 'value' | 'onChange' | 'max'> {
  value?: string | number | null;
  onChange?: (value: string) => void;
  /** Cap; defaults per widget (999.99 money, 840 integer). */
  max?: number;
}

function asText(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

export function MoneyInput({ value, onChange, max, onBlur, ...rest }: NumberTextInputProps) {
  const text = asText(value);
  return (
    <Input
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      value={text}
      onChange={(event) => onChange?.(normalizeMoneyInput(event.target.value, max))}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        if (text.endsWith('.')) onChange?.(text.slice(0, -1));
        onBlur?.(event);
      }}
    />
  );
}

export function IntegerInput({ value, onChange, max, ...rest }: NumberTextInputProps) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      value={asText(value)}
      onChange={(event) => onChange?.(normalizeIntegerInput(event.target.value, max))}
    />
  );
}
