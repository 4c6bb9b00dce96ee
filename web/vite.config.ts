import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // antd's rc-component packages do nothing on import; saying so lets the sign-in page leave out the form
      // engine that antd's Input reaches through its form-item context.
      treeshake: {
        moduleSideEffects: (id: string) => !/node_modules\/@rc-component\//.test(id) || id.endsWith('.css'),
      },
      output: {
        // What the entry imports statically every page loads: one chunk, not a dozen small ones that the pages'
        // lazy imports would otherwise cut it into.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
      onwarn(warning, warn) {
        // antd's files start with 'use client', which a client-only build ignores.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
