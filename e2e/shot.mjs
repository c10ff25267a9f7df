import { chromium } from '@playwright/test';

const [url, out, token, w, h] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: Number(w || 1280), height: Number(h || 800) } });
page.on('console', (m) => {
  if (m.type() === 'error') console.log('console:', m.text());
});
if (token) {
  await page.goto(new URL('/', url).href);
  await page.evaluate((t) => localStorage.setItem('stairway.token', t), token);
}
await page.goto(url);
await page.waitForTimeout(3000);
await page.screenshot({ path: out, fullPage: false });
await browser.close();
