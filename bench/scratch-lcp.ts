import { chromium } from 'playwright-core';
import { startApiServer } from './lib/api-server';
import { PROFILES } from './web/profiles';
const PORT = Number(process.env.BENCH_PORT ?? 3210);
const path = process.env.P ?? '/admin/facilities/complexes';
const email = process.env.E ?? 'admin@demo.asso.fr';
async function main() {
  const server = await startApiServer({ port: PORT, env: { SITE_URL: `http://127.0.0.1:${PORT}` }, ...(process.env.BENCH_WEB_ROOT ? { root: process.env.BENCH_WEB_ROOT } : {}) });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
  try {
    for (let i = 0; i < Number(process.env.RUNS ?? 2); i++) {
      const context = await browser.newContext();
      await context.request.post(`${server.origin}/api/auth/sign-in/email`, { data: { email, password: 'Demo-Password-2026' }, headers: { Origin: server.origin } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const profile = PROFILES[1]!;
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network! });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(`window.__lcp=[];new PerformanceObserver((l)=>{for(const e of l.getEntries()) window.__lcp.push({t:Math.round(e.startTime),size:e.size,el:e.element?e.element.tagName+' '+(e.element.textContent||'').slice(0,40):null})}).observe({type:'largest-contentful-paint',buffered:true});
      window.__marks=[];new MutationObserver(()=>{const h=document.querySelector('main h1'); if(h&&!window.__h1){window.__h1=Math.round(performance.now());}}).observe(document,{subtree:true,childList:true});`);
      page.on('console', (m) => console.log('console', m.text()));
      await page.goto(server.origin + path, { waitUntil: 'load' });
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60000 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      console.log(JSON.stringify(await page.evaluate(() => ({ lcp: (window as any).__lcp, h1: (window as any).__h1, nav: performance.getEntriesByType('navigation').map((e: any) => ({ resp: Math.round(e.responseEnd), dcl: Math.round(e.domContentLoadedEventEnd) })), res: performance.getEntriesByType('resource').map((e: any) => `${Math.round(e.startTime)}-${Math.round(e.responseEnd)} ${e.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)}`), marks: performance.getEntriesByType('mark').map((e) => `${e.name}@${Math.round(e.startTime)}`) })), null, 1));
      await context.close();
    }
  } finally { await browser.close(); await server.stop(); }
}
main().catch((e) => { console.error(e); process.exit(1); });
