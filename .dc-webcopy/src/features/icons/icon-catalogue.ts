// Icon lists of the icons page (01 §2.1 /icons, roles [1]): where the route catalogue uses each menu
// icon, and the search over icon names.
interface Titled {
  title: string;
  icon?: string;
}

/** Icon name → titles of the routes and menu modules that show it, in declaration order. */
export function iconUsage(items: Iterable<Titled>): Map<string, string[]> {
  const usage = new Map<string, string[]>();
  for (const { title, icon } of items) {
    if (!icon) continue;
    const titles = usage.get(icon) ?? [];
    if (!titles.includes(title)) titles.push(title);
    usage.set(icon, titles);
  }
  return usage;
}

/**
 * Names matching the keyword, case-insensitively, in the name or in the titles of the pages that use
 * the icon (so 门禁 finds the icons of the access-control pages).
 */
export function searchIcons(
  names: readonly string[],
  usage: ReadonlyMap<string, readonly string[]>,
  keyword: string,
): string[] {
  const wanted = keyword.trim().toLowerCase();
  if (!wanted) return [...names];
  return names.filter(
    (name) =>
      name.toLowerCase().includes(wanted) ||
      (usage.get(name) ?? []).some((t) => t.toLowerCase().includes(wanted)),
  );
}
