import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { refuseServerModules } from './build/refuse-server-modules';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

const inPackages = (names: readonly string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/** Charts and what only charts use: loaded by the few screens that draw one. */
const CHART_PACKAGES = inPackages([
  'recharts',
  'd3-[^\\\\/]+',
  'victory-vendor',
  'es-toolkit',
  'eventemitter3',
  'decimal\\.js-light',
  'reselect',
  'immer',
  '@reduxjs',
  'react-redux',
  'redux',
  '@mantine[\\\\/]charts',
]);
/** Libraries of one or two screens (two-factor QR, uploads, number fields): they stay with them. */
const SCREEN_PACKAGES = inPackages([
  'qrcode',
  'dijkstrajs',
  '@mantine[\\\\/]dropzone',
  'react-dropzone',
  'file-selector',
  'react-number-format',
]);
const APP_SOURCES = /[\\/](web|contracts)[\\/]src[\\/]/;

/**
 * A page used to fetch ~200 chunks of a few hundred bytes each (one per Mantine component and
 * shared helper), and the browser's CPU went on fetching and linking them. The libraries every
 * screen uses travel as one `vendor` chunk and the app's modules that two or more routes share as
 * one `shared` chunk; each route keeps its own code in its own chunk.
 */
const CHUNK_GROUPS = [
  // Claimed first: a group also takes in what its modules import, and charts import React.
  {
    name: 'vendor',
    test: (id: string) =>
      id.includes('node_modules') && !CHART_PACKAGES.test(id) && !SCREEN_PACKAGES.test(id),
    priority: 30,
  },
  { name: 'charts', test: CHART_PACKAGES, priority: 20 },
  { name: 'shared', test: APP_SOURCES, minShareCount: 2, priority: 10 },
];

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
    rolldownOptions: {
      output: { codeSplitting: { groups: CHUNK_GROUPS } },
    },
  },
});
