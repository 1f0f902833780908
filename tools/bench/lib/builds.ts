// Fresh production builds for the benchmarks, made in the same run as the figures: the console
// (web/vite.config.ts, with a manifest) and the bare baseline app (tools/bench/baseline), lazy or eager.
// Each build also writes modules.json (chunk file -> module id -> rendered bytes) for the bundle checks.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type InlineConfig, type Plugin, type PluginOption } from 'vite';
import { repoRoot } from './report.js';

export const benchTmp = path.join(os.tmpdir(), 'zhsq-bench');
export const baselineRoot = path.join(repoRoot, 'tools/bench/baseline');
/**
 * lazy: every page in its own chunk; eager: one chunk; lazy-static: lazy, with antd's component rules
 * from its static stylesheet instead of made at run time, as the console styles them (docs/adr/0083).
 */
export type BaselineMode = 'lazy' | 'eager' | 'lazy-static';

/** Records which modules went into which chunk (the manifest does not say). */
function moduleMap(outDir: string): Plugin {
  return {
    name: 'bench-module-map',
    writeBundle(_options, bundle) {
      const map: Record<string, Record<string, number>> = {};
      for (const out of Object.values(bundle))
        if (out.type === 'chunk')
          map[out.fileName] = Object.fromEntries(
            Object.entries(out.modules).map(([id, m]) => [id, m.renderedLength]),
          );
      writeFileSync(path.join(outDir, 'modules.json'), JSON.stringify(map));
    },
  };
}

const quiet: Pick<InlineConfig, 'logLevel'> = { logLevel: 'warn' };

export async function buildConsole(outDir = path.join(benchTmp, 'console')): Promise<string> {
  const webRoot = path.join(repoRoot, 'web');
  await build({
    ...quiet,
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    plugins: [moduleMap(outDir)],
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
  });
  return outDir;
}

/** @vitejs/plugin-react is a dependency of web/, not of tools/. */
async function reactPlugin(): Promise<() => PluginOption> {
  const resolved = createRequire(path.join(repoRoot, 'web/package.json')).resolve('@vitejs/plugin-react');
  return ((await import(pathToFileURL(resolved).href)) as { default: () => PluginOption }).default;
}

export async function buildBaseline(
  mode: BaselineMode,
  outDir = path.join(benchTmp, `baseline-${mode}`),
): Promise<string> {
  const react = await reactPlugin();
  await build({
    ...quiet,
    root: baselineRoot,
    configFile: false,
    base: './',
    plugins: [react(), moduleMap(outDir)],
    resolve: {
      alias: {
        'bench-routes': path.join(baselineRoot, `src/routes-${mode === 'eager' ? 'eager' : 'lazy'}.tsx`),
        'bench-styles': path.join(
          baselineRoot,
          `src/styles-${mode === 'lazy-static' ? 'static' : 'runtime'}.tsx`,
        ),
      },
    },
    // the eager build is one big chunk on purpose
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false, chunkSizeWarningLimit: 5000 },
  });
  return outDir;
}
