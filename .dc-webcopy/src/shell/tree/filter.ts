// The filter box of the side tree (01 §2.10, §4): over the nodes loaded so far, keep those whose name
// contains the keyword, the ancestors that lead to them (which open) and what lies under a match.

export interface FilterableTree {
  roots: readonly string[];
  childrenOf(key: string): readonly string[];
  titleOf(key: string): string;
}

export interface FilterResult {
  /** Keys to show. */
  visible: ReadonlySet<string>;
  /** Keys whose name contains the keyword. */
  matches: ReadonlySet<string>;
  /** Ancestors of matches: expanded so every match can be seen (01 §4). */
  expand: ReadonlySet<string>;
}

export function normaliseKeyword(keyword: string): string {
  return keyword.trim().toLowerCase();
}

/** undefined when the keyword is blank: the tree shows everything. */
export function filterTree(tree: FilterableTree, keyword: string): FilterResult | undefined {
  const needle = normaliseKeyword(keyword);
  if (!needle) return undefined;
  const visible = new Set<string>();
  const matches = new Set<string>();
  const expand = new Set<string>();

  // Depth first with an explicit stack so a deep or wide tree cannot overflow the call stack.
  interface Frame {
    key: string;
    children: readonly string[];
    next: number;
    /** The node's own name matches. */
    self: boolean;
    /** A match lies somewhere below. */
    below: boolean;
    /** A match lies above: the node shows so the matched community can be browsed. */
    above: boolean;
  }
  const frameOf = (key: string, above: boolean): Frame => {
    const self = tree.titleOf(key).toLowerCase().includes(needle);
    if (self) matches.add(key);
    return { key, children: tree.childrenOf(key), next: 0, self, below: false, above };
  };
  for (const root of tree.roots) {
    const stack: Frame[] = [frameOf(root, false)];
    while (stack.length) {
      const frame = stack[stack.length - 1]!;
      if (frame.next < frame.children.length) {
        stack.push(frameOf(frame.children[frame.next++]!, frame.above || frame.self));
        continue;
      }
      stack.pop();
      if (frame.self || frame.below || frame.above) visible.add(frame.key);
      if (frame.below) expand.add(frame.key);
      const parent = stack[stack.length - 1];
      if (parent) parent.below ||= frame.self || frame.below;
    }
  }
  return { visible, matches, expand };
}

/** Splits a title around the first occurrence of the keyword, for highlighting. */
export function splitOnKeyword(
  title: string,
  keyword: string,
): { before: string; match: string; after: string } | undefined {
  const needle = normaliseKeyword(keyword);
  if (!needle) return undefined;
  const at = title.toLowerCase().indexOf(needle);
  if (at < 0) return undefined;
  return {
    before: title.slice(0, at),
    match: title.slice(at, at + needle.length),
    after: title.slice(at + needle.length),
  };
}
