// Simple-sequence check (01 §5, 02 §5): digit strings that run straight up (123456), straight down
// (654321) or are a zero followed by zeros (000000) are too simple (e.g. for codes and card PINs).
// Strings with anything other than ASCII digits, and single characters, are not sequences.

export function isSimpleSequence(text: string): boolean {
  if (!/^\d{2,}$/.test(text)) return false;
  if (/^0+$/.test(text)) return true;
  const steps = new Set<number>();
  for (let i = 1; i < text.length; i += 1) steps.add(text.charCodeAt(i) - text.charCodeAt(i - 1));
  return steps.size === 1 && (steps.has(1) || steps.has(-1));
}

/** The check as a pass/fail: true when the text is not a simple sequence. */
export function passesSequenceCheck(text: string): boolean {
  return !isSimpleSequence(text);
}
