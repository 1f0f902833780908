// Money input filter (01 §5, 02 §5): digits and one dot, at most two decimals, capped (default
// 999.99). Runs on every keystroke, so an unfinished value such as '12.' is kept as typed.
import { MONEY_DECIMALS, MONEY_INPUT_MAX } from '../constants/input-format';
import { toHalfWidthDigits } from './digits';

export function normalizeMoneyInput(raw: string, max: number = MONEY_INPUT_MAX): string {
  let text = toHalfWidthDigits(raw).replace(/[^\d.]/g, '');
  const dot = text.indexOf('.');
  if (dot >= 0) text = text.slice(0, dot + 1) + text.slice(dot + 1).replace(/\./g, '');
  if (text.startsWith('.')) text = `0${text}`;
  text = text.replace(/^0+(?=\d)/, '');
  text = text.replace(new RegExp(`^(\\d+\\.\\d{${MONEY_DECIMALS}}).*$`), '$1');
  if (text !== '' && Number(text) > max) text = String(max);
  return text;
}
