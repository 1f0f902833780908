export interface FunctionLength {
  file: string;
  name: string;
  line: number;
  lines: number;
}
export const MAX_FUNCTION_LINES: number;
export const ROOT: string;
export const CHECKED_DIRS: string[];
/** Source files under `dir` (relative to ROOT), tests and generated code left out. */
export function sourceFiles(dir: string): string[];
/** Every function in one file with its length in lines. */
export function functionLengths(file: string, text?: string): FunctionLength[];
/** Functions longer than `max` lines in `dirs`, longest first. */
export function longFunctions(dirs?: string[], max?: number): FunctionLength[];
