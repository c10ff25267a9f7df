import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The web app build. In development, /api, the sandbox providers' pages and local upload URLs are proxied to
 * the server on port 3000 (start it with APP_URL=http://localhost:5173 so that its links point here).
 */
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/sandbox': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/ },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|zen-observable)/ },
          ],
        },
      },
    },
  },
});
