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
