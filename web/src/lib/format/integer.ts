// Integer input filter (01 §5, 02 §5): digits only, a leading 0 becomes 1, capped (default 840).
import { INTEGER_INPUT_MAX } from '../constants/input-format';
import { toHalfWidthDigits } from './digits';

export function normalizeIntegerInput(raw: string, max: number = INTEGER_INPUT_MAX): string {
  let text = toHalfWidthDigits(raw).replace(/\D/g, '');
  text = text.replace(/^0/, '1');
  if (text !== '' && Number(text) > max) text = String(max);
  return text;
}
