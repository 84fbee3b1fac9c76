import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
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
const WEB_SOURCES = /[\\/]web[\\/]src[\\/]/;
/** The endpoint schemas and what they are made of: every API call loads them. */
const SCHEMAS = /[\\/](node_modules[\\/]zod|contracts[\\/]src)[\\/]/;
const FIRST_LOAD = ['$initial' as const];

/**
 * The first page loads three files: the libraries it runs (`vendor`), the app code it runs (the
 * entry) and rolldown's runtime; build/bundle-report.ts holds them to a budget. Other screens
 * load a few larger chunks: the endpoint schemas, the other libraries, the app modules routes
 * share, and their own. A module goes to the first group, by priority, whose test it passes, and
 * a group also takes in what its modules import. Left to itself, rolldown cut the first load
 * into one chunk per set of routes sharing a module (41 files); one chunk of every library and
 * one of every shared app module put all of them in the first load (427 KB gzipped).
 */
const CHUNK_GROUPS = [
  { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: FIRST_LOAD, priority: 50 },
  // Named after the entry, it lands in the entry's chunk; without it, `schemas` and `shared`
  // would take the app modules the first page runs.
  { name: 'index', tags: FIRST_LOAD, priority: 40 },
  { name: 'schemas', test: SCHEMAS, priority: 30 },
  {
    name: 'libs',
    test: (id: string) =>
      id.includes('node_modules') && !CHART_PACKAGES.test(id) && !SCREEN_PACKAGES.test(id),
    // Before charts: a library other screens use stays out of the chart chunk.
    priority: 25,
  },
  { name: 'charts', test: CHART_PACKAGES, priority: 20 },
  { name: 'shared', test: WEB_SOURCES, minShareCount: 2, priority: 10 },
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
        // The landing page is the first page most visitors see: it renders with the first load,
        // without waiting for a chunk of its own.
        splitBehavior: ({ routeId }) => (routeId === '/' ? [] : undefined),
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
    // The server sends these instead of the files when the browser accepts them (web-app.ts):
    // compressed once at the highest levels here rather than on every request.
    compression({
      include: /\.(js|css|html|svg|json|txt)$/,
      algorithms: [
        defineAlgorithm('gzip', { level: 9 }),
        defineAlgorithm('brotliCompress', {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
        }),
      ],
      skipIfLargerOrEqual: true,
      scheduler: { limit: availableParallelism() },
      logLevel: 'silent',
    }),
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
