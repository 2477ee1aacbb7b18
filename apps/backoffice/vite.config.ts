import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiUrl = process.env.API_URL ?? 'http://localhost:4000';
const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * In production the API serves the agent page at /agent/; in development the same path is
 * rewritten to the agent entry so links from the member site work unchanged.
 */
function agentPageInDev(): Plugin {
  return {
    name: 'haneul-agent-page-dev',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const url = request.url ?? '';
        if (/^\/agent(\/|\?|$)/.test(url) && !url.startsWith('/agent/api/')) {
          const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
          request.url = `/backoffice/agent/index.html${query}`;
        }
        next();
      });
    },
  };
}

export default defineConfig({
  base: '/backoffice/',
  plugins: [react(), agentPageInDev()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-admin with MUI is most of the weight; it is fetched once and cached for a year (hashed
    // names), so the usual 500 kB warning says nothing useful here.
    chunkSizeWarningLimit: 1200,
    // Two pages share one bundle graph: the staff back office and the agent page.
    rolldownOptions: {
      input: {
        backoffice: `${root}index.html`,
        agent: `${root}agent/index.html`,
      },
      output: {
        // Libraries apart from our code, so a deploy of the screens leaves the big files cached.
        codeSplitting: {
          groups: [
            { name: 'charts', test: /node_modules[\\/]@mui[\\/]x-charts/ },
            { name: 'vendor', test: /node_modules/ },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.BACKOFFICE_PORT ?? 5173),
    proxy: {
      '/backoffice/api': apiUrl,
      '/agent/api': apiUrl,
    },
  },
});
