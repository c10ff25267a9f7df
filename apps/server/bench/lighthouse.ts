/**
 * Lighthouse's mobile performance audit of the built web app, run by bench/run.ts against its own server (the
 * real HTTP server serving apps/web/dist, on the benchmark's database with the 60k listings). Each page is
 * audited `runs` times (5 by default) with Lighthouse's default mobile settings (a mid-range phone, simulated
 * 4G throttling) and the median run is reported.
 *
 * Signed-in pages are audited with the applicant's token in local storage (where the web app keeps it, spec
 * §3), set through the DevTools protocol before the audit; storage is not reset between runs for them.
 * Chromium comes from CHROMIUM_PATH, /usr/bin/chromium or /usr/bin/chromium-browser.
 *
 * Each run also reports Lighthouse's `benchmarkIndex`, its measure of the host's CPU. Lighthouse's default 4x
 * CPU slowdown stands for a mid-range phone only on a host that scores above LIGHTHOUSE_SLOW_HOST_INDEX; below
 * it, the same page's blocking time comes out longer than on that phone, so the score says as much about the
 * machine as about the page (Lighthouse docs/throttling.md, "Benchmarking CPU Power").
 */
import fs from 'node:fs';
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LighthouseReport } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/** A page to audit: its path, and whether it needs the applicant signed in. */
export type AuditedPage = { name: string; path: string; signedIn: boolean };

/** The median run of one page. Scores 0-100; times in milliseconds. */
export type LighthouseResult = {
  name: string;
  path: string;
  performance: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  runs: number[];
  /** The median total blocking time over all runs, milliseconds (target: under 200 ms). */
  medianTotalBlockingTimeMs: number;
  /** Each run's total blocking time, milliseconds, in the order of `runs`. */
  totalBlockingTimesMs: number[];
  /** Lighthouse's benchmarkIndex of the host in each run, in the order of `runs` (higher is faster). */
  benchmarkIndexes: number[];
  /** The host's one-minute load average as each run ended, in the order of `runs`. */
  loadAverages: number[];
  /** Runs made once more because Lighthouse lost the page-load trace (NO_NAVSTART and the like). */
  retried: number;
};

/**
 * The benchmarkIndex at or below which Lighthouse says "The tested device appears to have a slower CPU than
 * Lighthouse expects" (SLOW_CPU_BENCHMARK_INDEX_THRESHOLD in lighthouse/core/gather/driver/environment.js,
 * Lighthouse 12; docs/throttling.md puts low-end desktops at 1000-1500).
 */
export const LIGHTHOUSE_SLOW_HOST_INDEX = 1000;

/** The key the web app keeps its session token under (apps/web/src/lib/token-storage.ts). */
const TOKEN_KEY = 'stairway.token';

/**
 * The Chromium to audit with.
 * @throws Error naming how to install one when none is found
 */
export function findChromiumForLighthouse(): string {
  for (const candidate of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  throw new Error('No Chromium for Lighthouse: install one (apt-get install chromium) or set CHROMIUM_PATH.');
}

/** The median of `values` (the upper middle one for an even count); 0 for none. */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** One Lighthouse run of one page. Score 0-100; times in milliseconds. */
export type LighthouseRun = {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's benchmarkIndex of the host during the run (higher is faster). */
  benchmarkIndex: number;
  /** The host's one-minute load average as the run ended (os.loadavg). */
  loadAverage: number;
};

/** Chromium under Lighthouse's control, with a DevTools connection for preparing tabs. */
export type AuditBrowser = { port: number; browser: Browser; close: () => Promise<void> };

/**
 * Starts a headless Chromium for Lighthouse.
 * @throws Error when no Chromium is installed (findChromiumForLighthouse)
 */
export async function openAuditBrowser(): Promise<AuditBrowser> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromiumForLighthouse(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  return {
    port: chrome.port,
    browser,
    close: async () => {
      await browser.disconnect();
      chrome.kill();
    },
  };
}

/**
 * A tab signed in (with `token`) or out (null) for the origin `base`, left on a blank page for Lighthouse.
 * @param base the server's origin, e.g. http://127.0.0.1:4123
 */
export async function openAuditTab(audit: AuditBrowser, base: string, token: string | null): Promise<Page> {
  const tab = await audit.browser.newPage();
  await tab.goto(`${base}/this-page-does-not-exist`, { waitUntil: 'domcontentloaded' });
  await tab.evaluate(
    (key, next) => (next ? localStorage.setItem(key, next) : localStorage.removeItem(key)),
    TOKEN_KEY,
    token,
  );
  // Lighthouse starts from a blank page: a tab left on the origin, whose pages send
  // Cross-Origin-Opener-Policy, loses the page-load trace (NO_NAVSTART).
  await tab.goto('about:blank');
  return tab;
}

/**
 * Runs Lighthouse's mobile performance audit once on `url` in `tab` (default mobile settings; the tab's local
 * storage is kept, so a signed-in tab stays signed in). Lighthouse sometimes loses the page-load trace
 * (NO_NAVSTART) on a busy machine: the run is then made once more from a blank page.
 * @returns the run, whether it had to be made again, and Lighthouse's whole report (its long tasks, each
 *   script's start-up time: what bench:lighthouse-ab keeps with BENCH_AB_REPORTS)
 * @throws Error when Lighthouse returns nothing or fails twice
 */
export async function auditOnce(
  audit: AuditBrowser,
  tab: Page,
  url: string,
): Promise<{ run: LighthouseRun; retried: boolean; report: LighthouseReport }> {
  const once = () =>
    lighthouse(
      url,
      {
        port: audit.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Keeps the token in local storage: Lighthouse would otherwise clear the origin's storage.
        disableStorageReset: true,
      },
      undefined,
      tab,
    );
  let lhr = (await once())?.lhr;
  let retried = false;
  if (lhr?.runtimeError) {
    console.warn(`! Lighthouse on ${url}: ${lhr.runtimeError.code}; running it once more`);
    retried = true;
    await tab.goto('about:blank');
    lhr = (await once())?.lhr;
  }
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  return {
    run: {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: lhr.audits['first-contentful-paint']?.numericValue ?? 0,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      loadAverage: Number((os.loadavg()[0] ?? 0).toFixed(2)),
    },
    retried,
    report: lhr,
  };
}

/**
 * Audits each page `runs` times and reports the run with the median performance score.
 * @param base the server's origin, e.g. http://127.0.0.1:4123
 * @param token an applicant's session token, for the signed-in pages
 * @param pages the pages, in order
 * @param runs audits per page (5 by default: the median is to be of at least 5)
 * @returns one result per page
 */
export async function runLighthouse(
  base: string,
  token: string,
  pages: AuditedPage[],
  runs = 5,
): Promise<LighthouseResult[]> {
  const audit = await openAuditBrowser();
  const results: LighthouseResult[] = [];
  try {
    for (const page of pages) {
      const tab = await openAuditTab(audit, base, page.signedIn ? token : null);
      const audits: LighthouseRun[] = [];
      let retried = 0;
      for (let run = 0; run < runs; run += 1) {
        const made = await auditOnce(audit, tab, `${base}${page.path}`);
        audits.push(made.run);
        if (made.retried) retried += 1;
      }
      await tab.close();
      const middle = median(audits.map((a) => a.performance));
      const chosen = audits.find((a) => a.performance === middle) ?? audits[0];
      results.push({
        name: page.name,
        path: page.path,
        performance: middle,
        firstContentfulPaintMs: Math.round(chosen?.fcp ?? 0),
        largestContentfulPaintMs: Math.round(chosen?.lcp ?? 0),
        totalBlockingTimeMs: Math.round(chosen?.tbt ?? 0),
        cumulativeLayoutShift: Number((chosen?.cls ?? 0).toFixed(3)),
        runs: audits.map((a) => a.performance),
        medianTotalBlockingTimeMs: Math.round(median(audits.map((a) => a.tbt))),
        totalBlockingTimesMs: audits.map((a) => Math.round(a.tbt)),
        benchmarkIndexes: audits.map((a) => a.benchmarkIndex),
        loadAverages: audits.map((a) => a.loadAverage),
        retried,
      });
    }
  } finally {
    await audit.close();
  }
  return results;
}
