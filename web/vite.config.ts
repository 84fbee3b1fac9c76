import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { refuseServerModules } from './build/refuse-server-modules';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

const API_TARGET = process.env.MORPHIC_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: here('.'),
  plugins: [
    refuseServerModules(here('..')),
    // Must run before the React plugin: it generates the route tree and splits route code.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its component: the guards and the route tree stay in
      // the entry, what a page needs (queries, endpoint schemas) loads with the page, and a
      // hovered link fetches both in one chunk.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['pendingComponent'],
          ['errorComponent', 'notFoundComponent'],
        ],
      },
      routesDirectory: here('./src/routes'),
      generatedRouteTree: here('./src/routeTree.gen.ts'),
      quoteStyle: 'single',
    }),
    react(),
  ],
  resolve: {
    // Only the browser entry: `@morphic/contracts/server` is refused by refuseServerModules.
    alias: [{ find: /^@morphic\/contracts$/, replacement: here('../contracts/src/index.ts') }],
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/socket.io': { target: API_TARGET, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/socket.io': { target: API_TARGET, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    sourcemap: true,
  },
});
