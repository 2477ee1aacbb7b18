import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The game window: one SPA for `/play` (the game) and `/verify` (the public verify page), built
 * into dist/client for the game server to serve. In development the round API is proxied to a
 * running game server (GAMES_SERVER_URL, the :4100 default of the launch URL).
 */
export default defineConfig({
  root: 'src/client',
  base: '/',
  plugins: [react()],
  resolve: {
    // Zod without its `new Function` probe, which the window's CSP reports (see the file). Only the
    // bare `zod` is redirected: the file itself imports `zod/v4`.
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('src/client/zod-without-eval.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // PixiJS alone is ~500 kB before gzip; it is a lazy chunk of its own, so warn only above it.
    chunkSizeWarningLimit: 900,
  },
  server: {
    port: 4110,
    proxy: { '/api': process.env.GAMES_SERVER_URL ?? 'http://localhost:4100' },
  },
});
