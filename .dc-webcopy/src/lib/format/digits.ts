// Full-width input (an IME in full-width mode) normalised to ASCII before filtering: ０–９ → 0–9 and the
// full-width full stop ． or the ideographic full stop 。 → '.'.
export function toHalfWidthDigits(text: string): string {
  return text
    .replace(/[\uFF10-\uFF19]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\uFF0E\u3002]/g, '.');
}
