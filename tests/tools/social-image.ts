import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './chromium';

/** Draws public/images/og-default.png, the 1200×630 image shared links show. */
const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:72px 80px;font-family:'DejaVu Sans',sans-serif;color:#fff;
 background:radial-gradient(900px 420px at 85% -10%,rgba(30,94,255,.55),transparent 60%),linear-gradient(160deg,#07111F,#0B1B33 60%,#0E2A52);display:flex;flex-direction:column;justify-content:space-between">
 <div style="display:flex;align-items:center;gap:20px">
  <svg width="72" height="72" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1E5EFF"/><path d="M9 11h14v3h-5.5v10h-3V14H9z" fill="#fff"/><circle cx="24" cy="22" r="3" fill="#F5A524"/></svg>
  <span style="font-size:44px;font-weight:800">TechCrew</span></div>
 <div><div style="font-size:68px;font-weight:800;line-height:1.1">IT services &amp; a crew<br>of engineers in Dubai</div>
 <div style="margin-top:24px;font-size:30px;color:#C7D2E4">Managed IT · Cybersecurity · Cloud · Cabling · VoIP</div></div>
 <div style="font-size:26px;color:#F5A524;font-weight:700">99.97% uptime · 24/7 support · 15-minute SLA</div></div></body></html>`;

const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: 'public/images/og-default.png' });
await browser.close();
console.info('wrote public/images/og-default.png');
