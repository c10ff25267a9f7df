/**
 * The production build's swap of Mantine's `useId` (vite.config.ts `mantineUseIdFromReact`, decision 042), run in
 * the web test project. The development server and the other unit tests keep Mantine's own hook (Vitest loads
 * @mantine/* from node_modules as they are), so this file builds Mantine as `npm run build` does:
 *
 * 1. The build's own plugin, taken from vite.config.ts, resolves @mantine/hooks' `./use-id/use-id.mjs` to this
 *    folder's mantine-use-id.ts, and nothing else.
 * 2. Vite builds a small entry (React, React DOM and Mantine's TextInput) with that plugin, in production mode,
 *    into one module with nothing left to import, and the bundle is rendered here: the input's id is React's (`mantine-` and React's id), its label points at
 *    it, and no random id replaces it after mounting, as Mantine's own hook does in a layout effect (the
 *    synchronous update decision 042 removed). The same entry built without the plugin gets Mantine's random id,
 *    which shows that the check can fail.
 */
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import viteConfig from '../../vite.config';

const webDir = path.resolve(import.meta.dirname, '../..');
const swappedModule = path.join(webDir, 'src/lib/mantine-use-id.ts');
const PLUGIN_NAME = 'stairway-mantine-use-id-from-react';

/** The plugin the production build runs, from vite.config.ts as `vite build` reads it. */
function productionUseIdPlugin(): Plugin {
  const config =
    typeof viteConfig === 'function'
      ? viteConfig({ command: 'build', mode: 'production', isSsrBuild: false, isPreview: false })
      : viteConfig;
  const plugin = (config as { plugins: unknown[] }).plugins
    .flat()
    .find((candidate): candidate is Plugin => (candidate as Plugin | null)?.name === PLUGIN_NAME);
  if (!plugin) throw new Error(`vite.config.ts has no ${PLUGIN_NAME} plugin`);
  return plugin;
}

/** Calls a plugin hook that may be a function or an object with a handler. */
function hook<Args extends unknown[]>(value: unknown): (...args: Args) => unknown {
  const fn = typeof value === 'function' ? value : (value as { handler: unknown } | undefined)?.handler;
  if (typeof fn !== 'function') throw new Error('the plugin has no such hook');
  return fn as (...args: Args) => unknown;
}

/** What the bundle exports: enough of React, React DOM and Mantine to render a labelled input. */
type Bundle = {
  renderLabelledInput(container: HTMLElement): () => void;
};

const ENTRY = '\0mantine-use-id-swap-entry';
const entrySource = `
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MantineProvider, TextInput } from '@mantine/core';
export function renderLabelledInput(container) {
  const root = createRoot(container);
  flushSync(() => root.render(createElement(MantineProvider, null, createElement(TextInput, { label: 'First name' }))));
  return () => root.unmount();
}
`;

/** Builds the entry with Vite in production mode, with or without the build's useId plugin, and imports it. */
async function buildBundle(withSwap: boolean): Promise<Bundle> {
  const entryPlugin: Plugin = {
    name: 'mantine-use-id-swap-entry',
    resolveId: (id) => (id === ENTRY ? ENTRY : null),
    load: (id) => (id === ENTRY ? entrySource : null),
  };
  const output = (await build({
    configFile: false,
    root: webDir,
    logLevel: 'silent',
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [entryPlugin, ...(withSwap ? [productionUseIdPlugin()] : [])],
    build: {
      write: false,
      minify: false,
      sourcemap: false,
      rolldownOptions: {
        input: ENTRY,
        preserveEntrySignatures: 'strict',
        output: { format: 'cjs', codeSplitting: false },
      },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = result?.output.find((file) => file.type === 'chunk' && file.isEntry);
  if (chunk?.type !== 'chunk') throw new Error('the build wrote no entry chunk');
  // One CommonJS module with nothing left to import: run it here, where happy-dom's document is.
  expect(chunk.imports).toEqual([]);
  const module = { exports: {} as Bundle };
  new Function('module', 'exports', chunk.code)(module, module.exports);
  return module.exports;
}

/** Renders the bundle's labelled input and reads its id and its label's target. */
function renderInput(bundle: Bundle) {
  const container = document.createElement('div');
  document.body.append(container);
  const unmount = bundle.renderLabelledInput(container);
  const input = container.querySelector('input');
  const label = container.querySelector('label');
  const found = { id: input?.id ?? '', labelFor: label?.htmlFor ?? '' };
  unmount();
  container.remove();
  return found;
}

/** The id Mantine's own hook sets after mounting when Math.random returns 0.5 (randomId: base 36, 9 digits). */
const MANTINE_RANDOM_ID = `mantine-${(0.5).toString(36).slice(2, 11)}`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the production build's Mantine useId", () => {
  it("resolves @mantine/hooks' own useId module to src/lib/mantine-use-id.ts, and nothing else", () => {
    const resolveId = hook<[string, string | undefined]>(productionUseIdPlugin().resolveId);
    const mantineIndex = path.join(webDir, 'node_modules/@mantine/hooks/esm/index.mjs');
    expect(resolveId('./use-id/use-id.mjs', mantineIndex)).toBe(swappedModule);
    expect(resolveId('./use-id/use-id.mjs', path.join(webDir, 'src/app/app.tsx'))).toBeNull();
    expect(resolveId('./use-id-other.mjs', mantineIndex)).toBeNull();
  });

  it("renders Mantine's inputs with React's id from the first render, never replaced by a random one", async () => {
    const [swapped, mantines] = [await buildBundle(true), await buildBundle(false)];
    vi.spyOn(Math, 'random').mockReturnValue(0.5);

    const built = renderInput(swapped);
    expect(built.id).toMatch(/^mantine-[\w-]+$/);
    expect(built.id).not.toBe(MANTINE_RANDOM_ID);
    expect(built.labelFor).toBe(built.id);

    // Without the swap, Mantine's hook replaces the id in a layout effect: what the check above rules out.
    const unswapped = renderInput(mantines);
    expect(unswapped.id).toBe(MANTINE_RANDOM_ID);
    expect(unswapped.labelFor).toBe(MANTINE_RANDOM_ID);
  }, 120_000);
});
