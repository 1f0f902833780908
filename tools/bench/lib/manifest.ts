// Reading a Vite build: the manifest's static import graph, gzip sizes and which modules each chunk holds.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export class Build {
  readonly manifest: Manifest;
  /** chunk file -> module id -> rendered (minified, not gzipped) bytes; written by builds.ts */
  readonly modules: Record<string, Record<string, number>>;
  private readonly gz = new Map<string, number>();

  constructor(readonly outDir: string) {
    this.manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    this.modules = JSON.parse(readFileSync(path.join(outDir, 'modules.json'), 'utf8')) as Build['modules'];
  }

  get entryKey(): string {
    const key = Object.keys(this.manifest).find((k) => this.manifest[k]!.isEntry);
    if (!key) throw new Error(`${this.outDir}: no entry in the manifest`);
    return key;
  }

  /**
   * The chunk of a manifest key, or of a module (path relative to the app's root) that a chunk group
   * folded into a shared chunk (web/build/chunk-groups.ts) and so has no key of its own.
   */
  chunk(key: string): ManifestChunk {
    const c = this.manifest[key] ?? this.chunkHolding(key);
    if (!c) throw new Error(`${this.outDir}: ${key} is in no chunk of the manifest`);
    return c;
  }

  private chunkHolding(modulePath: string): ManifestChunk | undefined {
    const file = Object.keys(this.modules).find((f) =>
      Object.keys(this.modules[f]!).some((id) => id.endsWith(`/${modulePath}`)),
    );
    return Object.values(this.manifest).find((c) => c.file === file);
  }

  /** Manifest keys loaded with these (the keys and their static imports, transitively). */
  staticGraph(keys: readonly string[]): Set<string> {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const dep of this.chunk(key).imports ?? []) visit(dep);
    };
    keys.forEach(visit);
    return seen;
  }

  gzip(file: string): number {
    let size = this.gz.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(this.outDir, file)), { level: 9 }).length;
      this.gz.set(file, size);
    }
    return size;
  }

  /** gzip bytes of the JS files (and of the CSS) loaded for these manifest keys. */
  initial(keys: readonly string[]): { js: number; css: number; files: string[] } {
    const chunks = [...new Set([...this.staticGraph(keys)].map((k) => this.chunk(k)))];
    const js = chunks.map((c) => c.file);
    const css = [...new Set(chunks.flatMap((c) => c.css ?? []))];
    return {
      js: js.reduce((n, f) => n + this.gzip(f), 0),
      css: css.reduce((n, f) => n + this.gzip(f), 0),
      files: js,
    };
  }

  /** Every JS file of the build. */
  get jsFiles(): string[] {
    return Object.keys(this.modules);
  }

  /** Files of the given chunks holding a module whose id matches. */
  holding(files: Iterable<string>, pattern: RegExp): string[] {
    return [...files].filter((f) => Object.keys(this.modules[f] ?? {}).some((id) => pattern.test(id)));
  }
}

export const kB = (bytes: number): number => bytes / 1000;
