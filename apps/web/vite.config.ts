import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Preloads the Latin subset of the self-hosted Inter font (@fontsource-variable/inter, `font-display: swap`)
 * from index.html, so that the browser fetches it alongside the scripts instead of after the CSS is parsed.
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'stairway-preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        const font = Object.keys(context.bundle ?? {}).find((name) =>
          /inter-latin-wght-normal-[\w-]+\.woff2$/.test(name),
        );
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * The web app build. In development, /api, the sandbox providers' pages and local upload URLs are proxied to
 * the server on port 3000 (start it with APP_URL=http://localhost:5173 so that its links point here).
 */
export default defineConfig({
  plugins: [react(), preloadLatinFont()],
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
    // Read by scripts/check-first-load.mjs, the check of what / and /login load before they show.
    manifest: true,
    chunkSizeWarningLimit: 700,
  },
});
