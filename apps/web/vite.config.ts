import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { parse } from 'graphql';
import MagicString from 'magic-string';
import { defineConfig, type Manifest, type Plugin } from 'vite';
import { ROUTE_PRELOADS } from './src/app/route-preloads';

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

/** What the server adds to a page's HTML (apps/server/src/lib/route-preloads.ts): files under dist, from /. */
type PagePreloads = { scripts: string[]; styles: string[] };

/**
 * Writes dist/route-preloads.json after the build: for each page of src/app/route-preloads.ts, its route
 * modules' chunks, the chunks they import statically and their CSS, leaving out what index.html already loads
 * (the entry chunk and its imports). Fails the build when a listed module is not a chunk of it.
 */
function routePreloads(): Plugin {
  let outDir = 'dist';
  return {
    name: 'stairway-route-preloads',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: () => {
      const manifest: Manifest = JSON.parse(
        fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
      );
      const withImports = (keys: string[]) => {
        const seen = new Set<string>();
        const visit = (key: string) => {
          if (seen.has(key) || !manifest[key]) return;
          seen.add(key);
          for (const imported of manifest[key].imports ?? []) visit(imported);
        };
        for (const key of keys) visit(key);
        return [...seen];
      };
      const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
      const inIndexHtml = new Set(withImports(entry));
      const pages: Record<string, PagePreloads> = {};
      for (const page of ROUTE_PRELOADS) {
        const keys = page.modules.map((module) => chunkOf(manifest, module));
        const missing = page.modules.filter((_module, index) => !keys[index]);
        if (missing.length > 0) {
          throw new Error(
            `src/app/route-preloads.ts lists ${missing.join(', ')} for ${page.path}, which the build has no chunk for`,
          );
        }
        const chunks = withImports(keys as string[]).filter((key) => !inIndexHtml.has(key));
        pages[page.path] = {
          scripts: chunks.map((key) => `/${manifest[key]?.file}`),
          styles: [...new Set(chunks.flatMap((key) => manifest[key]?.css ?? []))].map((file) => `/${file}`),
        };
      }
      fs.writeFileSync(path.join(outDir, 'route-preloads.json'), `${JSON.stringify(pages, null, 2)}\n`);
    },
  };
}

/**
 * The manifest key of a route module's chunk: the module itself when it is a lazy import's own chunk, else the
 * one shared chunk named after it (a module imported lazily by the router and statically by another chunk, as
 * the signed-in layout is by the joint layout, becomes a shared chunk that takes its name). Undefined when
 * neither exists.
 */
function chunkOf(manifest: Manifest, module: string): string | undefined {
  if (manifest[module]) return module;
  const name = path.basename(module).replace(/\.tsx?$/, '');
  const named = Object.keys(manifest).filter((key) => key.startsWith('_') && manifest[key]?.name === name);
  return named.length === 1 ? named[0] : undefined;
}

/**
 * What a chunk of the build imports statically, read from the bundle before Vite writes its preload lists
 * (`generateBundle`, first), for `preloadOnlyWhatIsMissing`.
 */
const chunkImports = new Map<string, readonly string[]>();

/** Records each chunk's static imports (see `chunkImports`). */
function recordChunkImports(): Plugin {
  return {
    name: 'stairway-record-chunk-imports',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler: (_options, bundle) => {
        chunkImports.clear();
        for (const [file, output] of Object.entries(bundle)) {
          if (output.type === 'chunk') chunkImports.set(file, output.imports);
        }
      },
    },
  };
}

/**
 * The chunks a lazy import asks the browser for up front: all the chunks the imported module needs (so they
 * download at once, not one level of imports after another), less those the importing chunk has already
 * loaded, being among its own static imports (React, Mantine's core and the app shell, for the router's
 * routes). Vite's default lists those too; the browser skips them, but each costs bytes in the entry.
 */
function preloadOnlyWhatIsMissing(deps: string[], host: string): string[] {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const imported of chunkImports.get(file) ?? []) visit(imported);
  };
  visit(host);
  return deps.filter((dep) => !loaded.has(dep));
}

/** The typed documents GraphQL Code Generator writes (codegen.ts), which `inlineDocuments` reads. */
const generatedDocuments = path.resolve(import.meta.dirname, 'src/gql/graphql.ts');

/**
 * Replaces each `graphql(\`…\`)` call with its document's AST, as GraphQL Code Generator wrote it in
 * src/gql/graphql.ts (the client preset recommends its Babel plugin for this in production, which imports each
 * document from that file: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size;
 * this build has no Babel, and that one file would still be a single chunk shared by every page). Without it
 * every page that ran one query loaded the preset's `graphql()` with its map of all 142 documents: a 357 KB
 * module (13 KB gzip) whose evaluation was about 130 ms of a phone's main thread (Lighthouse's 4x CPU slowdown). Each
 * route's chunk now holds only its own documents. The types are unchanged: TypeScript still checks the source's
 * `graphql()` calls. The build fails when a call's document is not among the generated ones (run `npm run codegen`).
 */
function inlineDocuments(): Plugin {
  /** Each generated document's AST (JSON), by its first definition's kind and name (e.g. query GetFavourites). */
  let documents = new Map<string, string>();
  return {
    name: 'stairway-inline-graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart: () => {
      const generated = fs.readFileSync(generatedDocuments, 'utf8');
      documents = new Map(
        [
          ...generated.matchAll(
            /^export const \w+ = (\{"kind":"Document","definitions":\[\{"kind":"(\w+)",(?:"operation":"\w+",)?"name":\{"kind":"Name","value":"(\w+)"\}.*\}) as unknown as DocumentNode<.*>;$/gm,
          ),
        ].map(([, ast, kind, name]) => [`${kind} ${name}`, ast as string]),
      );
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/src/gql/') || !code.includes('graphql(`')) return null;
      const source = new MagicString(code);
      for (const call of code.matchAll(/\bgraphql\(\s*`([^`]*)`\s*\)/g)) {
        const [definition] = parse(call[1] ?? '').definitions;
        const name =
          definition && 'name' in definition && definition.name
            ? `${definition.kind} ${definition.name.value}`
            : '';
        const ast = documents.get(name);
        if (!ast)
          this.error(
            `${id}: no generated document for ${name || 'an unnamed document'}; run npm run codegen`,
          );
        source.overwrite(call.index, call.index + call[0].length, ast);
      }
      return { code: source.toString(), map: source.generateMap({ hires: true }) };
    },
  };
}

/** A file of React Router's production build (node_modules/react-router/dist/production). */
const reactRouterProduction = (file: string) =>
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
    file,
  );

/**
 * Builds with src/lib/mantine-use-id.ts in place of Mantine's `useId` module (which @mantine/hooks' index imports
 * as `./use-id/use-id.mjs`): an id from React's `useId`, without the state update in a layout effect that made
 * each page's first commit run all the page's effects in the same long task (decision 042). Fails the build when
 * Mantine no longer imports the module that way, rather than leaving Mantine's hook in quietly.
 */
function mantineUseIdFromReact(): Plugin {
  const replacement = path.resolve(import.meta.dirname, 'src/lib/mantine-use-id.ts');
  let replaced = false;
  return {
    name: 'stairway-mantine-use-id-from-react',
    apply: 'build',
    enforce: 'pre',
    buildStart: () => {
      replaced = false;
    },
    resolveId(source, importer) {
      if (source !== './use-id/use-id.mjs' || !importer?.includes('/@mantine/hooks/')) return null;
      replaced = true;
      return replacement;
    },
    buildEnd(error) {
      if (!error && !replaced) {
        this.error(
          '@mantine/hooks no longer imports ./use-id/use-id.mjs: update mantineUseIdFromReact (decision 042)',
        );
      }
    },
  };
}

/**
 * The web app build. In development, /api, the sandbox providers' pages and local upload URLs are proxied to
 * the server on port 3000 (start it with APP_URL=http://localhost:5173 so that its links point here).
 */
export default defineConfig(({ command }) => ({
  plugins: [
    inlineDocuments(),
    mantineUseIdFromReact(),
    react(),
    preloadLatinFont(),
    routePreloads(),
    recordChunkImports(),
  ],
  resolve: {
    // React Router's package.json sends every bundler to its development build (dev-only checks and warnings
    // included); a build uses the production build it ships beside it. On the explore page, with a 4x slowed
    // CPU, the development build's route setup was about 140 ms of the first long task.
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/sandbox': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/listing-photos': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    // Maps are written beside the chunks for error reporting and the benchmarks, but the chunks do not name them
    // (no sourceMappingURL) and the server never serves them (decision 047).
    sourcemap: 'hidden',
    // Read by scripts/check-first-load.mjs, the check of what / and /login load before they show.
    manifest: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A shared chunk under 16 KB (its modules' source, before minifying) is copied into the chunks that
          // import it instead of being a file of its own (Rolldown's experimentalInlineCommonChunks, which also
          // turns on strictExecutionOrder). The signed-in pages had 80 to 100 chunks, over half of them under
          // 1 KB gzip: Vite's preload helper added a <link rel="modulepreload"> for each, and those insertions
          // were most of the dashboard's main-thread script time on a phone. Now /dashboard loads 15 and the
          // explore page 21, and / and /login load less (decision 037).
          experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
        },
      },
    },
    modulePreload: {
      // A lazy route's chunks are all asked for at once when the route loads (Vite's preload helper), less
      // those already loaded. Keeping only the CSS (session 23) saved 6.5 KB of the entry but made the browser
      // discover the route's chunks one level of imports at a time, 12-14 round trips for the signed-in
      // pages: on a loaded machine the explore page then took over 10 s to show its homes (decision 020).
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'html' ? deps : preloadOnlyWhatIsMissing(deps, hostId),
    },
  },
}));
