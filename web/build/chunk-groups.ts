// Fewer, larger chunks for the signed-in console (docs/adr/0087). Left to itself the bundler gives every
// set of dynamic imports its own chunk, down to a single icon: a bookmark into a list page asked for
// ~200 scripts, and each one costs the browser a request, a modulepreload link, a compile and an
// instantiation.
//
// Each declared group starts from the modules its roots load: those rendered into the roots' chunks
// of a build without groups and into every chunk those import statically (found by that build, made
// first from the same configuration), less what an earlier group took. The bundler then adds each
// member's own imports that no earlier group holds (rolldown's includeDependenciesRecursively), so a
// group's chunk imports only earlier groups' chunks: no two chunks import each other, and modules run
// in the order their imports give. Left out of the groups: pages, echarts, leaflet and whatever no
// group's roots load, in the bundler's own chunks.
import { build, type Plugin, type Rolldown } from 'vite';

/** Set in the first (probe) build, which must not start another. */
const PROBE_ENV = 'ZHSQ_CHUNK_PROBE';

type Chunk = Rolldown.OutputChunk;

export interface ChunkGroup {
  /** The chunk's name. */
  name: string;
  /**
   * Whose chunks' code the group holds: `entry` (the build's entry), a module's path ending, or a
   * pattern of the modules a chunk is the dynamic import of.
   */
  roots: readonly (string | RegExp)[];
  /**
   * Start only from the modules no dynamic import outside the group loads without the roots' code:
   * a smaller chunk for a group only some pages need. Their own imports still join the group, so a
   * page that shares one of those loads the group's chunk.
   */
  onlyWithRoots?: boolean;
}

/**
 * The modules rendered into `roots` and into every chunk they import statically, and the module each
 * of those chunks stands for (the html entry renders nothing). A module tree shaking emptied in a chunk
 * is left out: it may be code another page runs.
 */
function modulesLoadedWith(roots: Chunk[], byFile: Map<string, Chunk>): Set<string> {
  const seen = new Set<string>();
  const modules = new Set<string>();
  const pending = [...roots];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (seen.has(next.fileName)) continue;
    seen.add(next.fileName);
    if (next.facadeModuleId) modules.add(next.facadeModuleId);
    for (const [id, module] of Object.entries(next.modules)) if (module.renderedLength > 0) modules.add(id);
    for (const file of next.imports) {
      const imported = byFile.get(file);
      if (imported) pending.push(imported);
    }
  }
  return modules;
}

/** A path ending names a module; a pattern, a module some chunk is the dynamic import of. */
function matches(root: string | RegExp, id: string, chunk: Chunk): boolean {
  return typeof root === 'string'
    ? id.endsWith(root)
    : chunk.isDynamicEntry && id === chunk.facadeModuleId && root.test(id);
}

/** Group name of each module, from the probe build's chunks; first group first. */
function assignGroups(groups: readonly ChunkGroup[], chunks: Chunk[]): Map<string, string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const loadedWith = new Map<Chunk, Set<string>>();
  const closureOf = (chunk: Chunk) => {
    let modules = loadedWith.get(chunk);
    if (!modules) loadedWith.set(chunk, (modules = modulesLoadedWith([chunk], byFile)));
    return modules;
  };
  const groupOf = new Map<string, string>();
  for (const group of groups) {
    // The root modules and the chunks holding them.
    const rootModules = new Set<string>();
    for (const root of group.roots) {
      const before = rootModules.size;
      for (const chunk of chunks)
        for (const id of chunk.moduleIds)
          if (root === 'entry' ? chunk.isEntry && id === chunk.facadeModuleId : matches(root, id, chunk))
            rootModules.add(id);
      if (rootModules.size === before)
        throw new Error(`chunk groups: the probe build has no module for ${root}`);
    }
    const roots = chunks.filter((c) => c.moduleIds.some((id) => rootModules.has(id)));
    const members = modulesLoadedWith(roots, byFile);
    if (group.onlyWithRoots)
      for (const other of chunks.filter((c) => c.isDynamicEntry && !roots.includes(c))) {
        const modules = closureOf(other);
        if ([...rootModules].every((id) => modules.has(id))) continue;
        for (const id of modules) members.delete(id);
      }
    for (const id of members) if (!groupOf.has(id)) groupOf.set(id, group.name);
  }
  return groupOf;
}

export interface ChunkGroups {
  /** Makes the probe build before the real one starts. */
  plugin: Plugin;
  /** Rolldown's output options for the groups (none in the probe build, which chunks as by default). */
  output: Pick<Rolldown.OutputOptions, 'codeSplitting'>;
}

/** `configFile`: vite.config.ts itself, which the probe build is made from. */
export function chunkGroups(configFile: string, groups: readonly ChunkGroup[]): ChunkGroups {
  const probing = process.env[PROBE_ENV] === '1';
  let groupOf = new Map<string, string>();
  let root = '';
  const plugin: Plugin = {
    name: 'zhsq-chunk-groups',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      if (probing) return;
      process.env[PROBE_ENV] = '1';
      try {
        const result = await build({
          root,
          configFile,
          logLevel: 'silent',
          build: { write: false, sourcemap: false, minify: false, reportCompressedSize: false },
        });
        const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
        const chunks = outputs.flatMap((o) => o.output).filter((o): o is Chunk => o.type === 'chunk');
        groupOf = assignGroups(groups, chunks);
      } catch (error) {
        this.error(error instanceof Error ? error : String(error));
      } finally {
        delete process.env[PROBE_ENV];
      }
    },
  };
  return {
    plugin,
    output: probing
      ? {}
      : {
          codeSplitting: {
            groups: groups.map(({ name }, index) => ({
              name,
              test: (id: string) => groupOf.get(id) === name,
              // An earlier group keeps its modules when a later one's code imports them.
              priority: groups.length - index,
            })),
          },
        },
  };
}
