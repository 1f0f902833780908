// IP address check (02 §5): dotted IPv4 (four decimal octets 0–255, no leading zeros) or IPv6 in any
// RFC 4291 text form (full, '::'-compressed, with an IPv4 tail), no zone index, no brackets, no prefix.

export function isIPv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255);
}

export function isIPv6(text: string): boolean {
  if (text.length > 45 || !/^[0-9A-Fa-f:.]+$/.test(text)) return false;
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groupsOf = (part: string): string[] => (part === '' ? [] : part.split(':'));
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  const groups = [...head, ...tail];
  // An IPv4 tail stands for two groups and may only come last.
  let count = groups.length;
  const last = groups[groups.length - 1];
  if (last !== undefined && last.includes('.')) {
    if (text.endsWith(':') || !isIPv4(last)) return false;
    groups.pop();
    count += 1;
  }
  if (!groups.every((g) => /^[0-9A-Fa-f]{1,4}$/.test(g))) return false;
  return halves.length === 2 ? count <= 7 : count === 8;
}

export function isIp(text: string): boolean {
  return isIPv4(text) || isIPv6(text);
}
