// Card-number masking (01 §9, 02 §5): characters 0-10 and 14-19 stay ([0, 10) and [14, 19) as slice
// bounds), the ones between become '*'. Counted in code points; text of 10 characters or fewer is shown
// as it is; nothing after character 19 is shown.
import { CARD_MASK_CHAR, CARD_MASK_KEEP } from '../constants/input-format';

export function maskCardNumber(value: string | null | undefined): string {
  if (!value) return '';
  const chars = Array.from(value);
  const [[, headEnd], [tailStart, tailEnd]] = CARD_MASK_KEEP as [[number, number], [number, number]];
  if (chars.length <= headEnd) return value;
  const hidden = Math.min(chars.length, tailStart) - headEnd;
  return (
    chars.slice(0, headEnd).join('') +
    CARD_MASK_CHAR.repeat(hidden) +
    chars.slice(tailStart, tailEnd).join('')
  );
}
