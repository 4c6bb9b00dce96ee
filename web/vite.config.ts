import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const PAGES = { index: page('index.html'), strategy: page('strategy.html') };

/**
 * The modules each page's entry reaches by static imports, learnt once the build has read them all: the chunk
 * groups below keep what the console loads at start out of the landing page, and the landing page out of it.
 */
const reach = { index: new Set<string>(), strategy: new Set<string>() };
function entryReach(): Plugin {
  return {
    name: 'entry-reach',
    apply: 'build',
    buildEnd() {
      for (const [name, entry] of Object.entries(PAGES) as [keyof typeof PAGES, string][]) {
        const seen = reach[name];
        seen.clear();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        visit(entry);
      }
    },
  };
}
const shared = (id: string) => reach.index.has(id) && reach.strategy.has(id);

/**
 * react-router's package exports only its development build (warnings and checks for the developer, 40 KB more
 * before gzip); the production one beside it is what a build ships.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig(({ command }) => ({
  plugins: [react(), entryReach()],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: { port: 5173, proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // Two pages: the console, and the public landing page (/strategy, web/src/landing/) that loads none of it.
      // The dev server finds the second by itself (/strategy is answered with strategy.html).
      input: PAGES,
      // antd's rc-component packages do nothing on import; saying so lets the sign-in page leave out the form
      // engine that antd's Input reaches through its form-item context.
      treeshake: {
        moduleSideEffects: (id: string) => !/node_modules\/@rc-component\//.test(id) || id.endsWith('.css'),
      },
      output: {
        // What the console's entry imports statically every page loads: one chunk, not a dozen small ones that the
        // pages' lazy imports would otherwise cut it into. What it shares with the landing page (React) is a chunk
        // of its own, and the landing page's own modules stay out of it: neither page loads the other's code.
        codeSplitting: {
          groups: [
            { name: 'shared', test: shared, priority: 2 },
            { name: 'initial', tags: ['$initial'], test: (id) => !reach.strategy.has(id), priority: 1 },
          ],
        },
      },
      onwarn(warning, warn) {
        // antd's files start with 'use client', which a client-only build ignores.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
}));
