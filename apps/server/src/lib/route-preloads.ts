/**
 * The web app's page HTML with route preload hints (decision record 020). The build writes
 * dist/route-preloads.json (apps/web/vite.config.ts, from apps/web/src/app/route-preloads.ts): for the pages
 * people land on, the JavaScript chunks and CSS that react-router loads before the page shows. Served with the
 * page's HTML as `<link rel="modulepreload">` and `<link rel="preload" as="style">`, they download alongside
 * the entry script instead of after it has run, which saves a round trip on a phone's connection.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** A page's HTML with its hints, and its entity tag. */
export type PreloadedPage = { html: string; etag: string };

const preloadsFile = z.record(
  z.string().startsWith('/'),
  z.object({
    scripts: z.array(z.string().regex(/^\/assets\/[\w.~-]+\.js$/)),
    styles: z.array(z.string().regex(/^\/assets\/[\w.~-]+\.css$/)),
  }),
);

/**
 * Reads the built web app's index.html and route-preloads.json and makes each listed page's HTML.
 * @param distDir the built web app (WEB_DIST_DIR)
 * @returns the HTML by page path (such as `/dashboard`); empty when the build has no route-preloads.json
 * @throws Error when route-preloads.json is not what the build writes (a file outside /assets, say)
 */
export function loadPreloadedPages(distDir: string): Map<string, PreloadedPage> {
  const file = path.join(distDir, 'route-preloads.json');
  const pages = new Map<string, PreloadedPage>();
  if (!fs.existsSync(file)) return pages;
  const index = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  if (!index.includes('</head>')) return pages;
  const parsed = preloadsFile.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  for (const [pagePath, { scripts, styles }] of Object.entries(parsed)) {
    const links = [
      ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
      ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ];
    const html = index.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    pages.set(pagePath, { html, etag });
  }
  return pages;
}
