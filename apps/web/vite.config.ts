import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import * as sharedPackage from '@flarescope/shared';
import { defineConfig } from 'vite';
import { contractRoutes } from './vite/contract-routes';
import { mantineLazyDefaults } from './vite/mantine-defaults';

const shared = fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url));
/**
 * React Router's package exports only its development build (invariant messages, warnings, extra
 * checks); its production build ships beside it. The app's build takes that one.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  // The contract's routes without their schemas (decision 047): the web only sends by method and path.
  plugins: [contractRoutes(sharedPackage), mantineLazyDefaults(), react()],
  resolve: {
    alias: {
      '@flarescope/shared': shared,
      ...(command === 'build' ? { 'react-router': reactRouterProduction } : {}),
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // A lazy screen's chunks are not preloaded by <link> elements the app appends, and its styles come with
    // the app's one stylesheet: the router's first navigation appended ~40 links (30 chunks, 11 style
    // sheets) in one task, 40 % of the explorer's longest start-up task on a phone (decision 047). The
    // browser finds a chunk's imports as it reads it (one level; the bundler hoists them).
    modulePreload: false,
    cssCodeSplit: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries every screen runs (React, Mantine and what it builds on, the router,
            // TanStack Query, i18next) in one chunk: the entry was 28 requests, ~20 of them small
            // shared pieces of Mantine, each a round trip on a phone's connection. Measured 4x CPU and
            // slow 4G: the app's own screen 0.3-0.5 s sooner for 31 kB (gzip) more on first load.
            // Form, map, PDF and chart libraries stay with the screens that use them.
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|@mantine[\\/]core|@mantine[\\/]hooks|@floating-ui[\\/][^\\/]+|react-router|@tanstack[\\/][^\\/]+|i18next|react-i18next|clsx|react-remove-scroll[^\\/]*|react-style-singleton|use-callback-ref|use-sidecar|tslib|get-nonce|detect-node-es|react-textarea-autosize|use-composed-ref|use-isomorphic-layout-effect|use-latest|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
}));
