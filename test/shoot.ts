import { chromium } from '@playwright/test';

const base = process.env.BASE ?? 'http://127.0.0.1:3456';
const args = ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'];

async function token(login: string, password: string) {
  const r = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username_or_email: login, password }) });
  return ((await r.json()) as { token: string }).token;
}

(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
  const shots: [string, string | null, string][] = JSON.parse(process.env.SHOTS ?? '[]');
  const widths = (process.env.WIDTHS ?? '1280,390').split(',').map(Number);
  for (const width of widths) {
    for (const [name, who, path] of shots) {
      const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 800 } });
      if (who) {
        const [l, p] = who.split(':') as [string, string];
        const t = await token(l, p);
        await context.addInitScript((value) => localStorage.setItem('morphic.token', value), t);
      }
      const page = await context.newPage();
      await page.goto(`${base}${path}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: false });
      await context.close();
    }
  }
  await browser.close();
})();
