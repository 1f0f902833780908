/** A resource's seed export: the resource, the exported name and its file (relative to mock-server/src). */
export interface FoundSeed {
  resource: string;
  ident: string;
  file: string;
}
export const SEED_INDEX: string;
export function findSeeds(root: string): Promise<FoundSeed[]>;
export function generateSeedIndex(root: string): Promise<{ file: string; content: string }[]>;
