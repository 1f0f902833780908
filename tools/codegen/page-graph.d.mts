export const SHELL_ENTRY: string;
export const CATALOGUE: string;
export interface PageEntry {
  route: string;
  file: string;
}
export interface ConsoleGraph {
  reach(entry: string): Set<string>;
  stringsOf(files: Iterable<string>): { strings: Set<string>; resources: Set<string> };
  pages: PageEntry[];
  shellEntry: string;
}
/** The file of a catalogue route's `page` (relative to web/src/features, `#Export` ignored). */
export function pageFileOf(root: string, page: string): string;
/** Every catalogue route that names a page, with its module's file. */
export function cataloguePages(root: string): Promise<PageEntry[]>;
/** Reads the console's module graph (imports, string literals) under `root`; `pages` are its page modules. */
export function readConsoleGraph(root: string, pages: PageEntry[]): ConsoleGraph;
