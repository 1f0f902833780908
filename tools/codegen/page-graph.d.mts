export const SHELL_ENTRY: string;
export const PAGE_MAPS: string[];
export interface ConsoleGraph {
  reach(entry: string): Set<string>;
  stringsOf(files: Iterable<string>): { strings: Set<string>; resources: Set<string> };
  pages: { route: string; file: string }[];
  shellEntry: string;
}
/** Reads the console's module graph (imports, string literals, page maps) under `root`. */
export function readConsoleGraph(root: string): ConsoleGraph;
