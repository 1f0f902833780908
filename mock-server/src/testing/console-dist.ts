// A built console in a temporary folder for tests that serve one: its index.html and any other files
// (paths relative to the folder, e.g. 'assets/index-Ab12Cd34.js').
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function consoleDist(files: Record<string, string> = {}): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'zhsq-dist-'));
  const all = { 'index.html': '<!doctype html><div id="root"></div>', ...files };
  for (const [name, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), text);
  }
  return dist;
}
