import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { chunkGroups } from './build/chunk-groups.ts';
import { stickyScrollBarFix } from './build/sticky-scroll-bar-fix.ts';

// The console talks to /api and the websocket paths on its own origin. In dev the Vite server proxies
// them to the mock server, or to API_TARGET when pointing at another backend.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';
// Prism (`npm run mock:prism`) serves the contract's paths without the /api server prefix.
const stripPrefix = process.env.API_STRIP_PREFIX === '1';

// What the login page, the signed-in frame and the list pages load, one chunk each (docs/adr/0087).
const chunks = chunkGroups(fileURLToPath(import.meta.url), [
  { name: 'login', roots: ['entry'] },
  { name: 'login-route', roots: ['/src/app/login-route.tsx'] },
  { name: 'anonymous-entry', roots: ['/src/app/anonymous-entry.ts'] },
  { name: 'login-later', roots: ['/src/app/login-extras.tsx'] },
  { name: 'frame', roots: ['/src/app/app-routes.tsx', '/src/shell/layout/AppLayout.tsx'] },
  { name: 'home', roots: ['/src/features/complex/dashboards/ComplexConsolePage.tsx'] },
  { name: 'frame-later', roots: [/\/src\/shell\//], onlyWithRoots: true },
  { name: 'list-page', roots: ['/src/list-page/ResourceListPage.tsx'], onlyWithRoots: true },
]);

export default defineConfig({
  plugins: [react(), chunks.plugin, stickyScrollBarFix()],
  // `@/` is web/src (also in tsconfig.json): imports name the folder they need instead of climbing to it.
  resolve: { alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) } },
  // Relative asset paths: the build is served by the mock server and may sit behind any prefix.
  base: './',
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': {
        target: apiTarget,
        changeOrigin: true,
        ...(stripPrefix ? { rewrite: (path: string) => path.replace(/^\/api/, '') } : {}),
      },
      // Alert and notice channels (asyncapi/alerts.yaml, notice.yaml) and the inout channel.
      '/ws': { target: apiTarget, changeOrigin: true, ws: true },
      '/inout-websocket': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: { output: chunks.output },
    // The list-page group (chunkGroups above) is one chunk of ~510 kB by design.
    chunkSizeWarningLimit: 600,
  },
});
