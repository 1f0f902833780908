import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// The console talks to /api and the websocket paths on its own origin. In dev the Vite server proxies
// them to the mock server, or to API_TARGET when pointing at another backend.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';
// Prism (`npm run mock:prism`) serves the contract's paths without the /api server prefix.
const stripPrefix = process.env.API_STRIP_PREFIX === '1';

export default defineConfig({
  plugins: [react()],
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
  },
});
