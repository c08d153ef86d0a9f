import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const urls = process.argv.slice(2);
for (const url of urls) {
  const agg = new Map(); let totalLong = [];
  for (let run = 0; run < 4; run++) {
    const ctx = await browser.newContext({ serviceWorkers: "block", viewport: { width: 412, height: 823 } });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Profiler.enable"); await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await page.addInitScript(() => { window.__long = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: "longtask", buffered: true }); });
    await cdp.send("Profiler.start");
    await page.goto("http://127.0.0.1:3600" + url, { waitUntil: "networkidle" });
    await page.waitForTimeout(1500);
    const { profile } = await cdp.send("Profiler.stop");
    const long = await page.evaluate(() => window.__long);
    totalLong.push(long.map(([s, d]) => `${s}+${d}`).join(" "));
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const dt = profile.timeDeltas; 
    for (let i = 0; i < profile.samples.length; i++) {
      const n = byId.get(profile.samples[i]); const cf = n.callFrame;
      const key = cf.url ? `${cf.functionName || "(anon)"} ${cf.url.replace(/.*\//, "")}:${cf.lineNumber}` : cf.functionName;
      agg.set(key, (agg.get(key) || 0) + (dt[i] || 0) / 1000);
    }
    await ctx.close();
  }
  console.log("==", url, "\n long tasks:", totalLong.join(" | "));
  for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 18)) console.log(String((v / 4).toFixed(1)).padStart(7), k);
}
await browser.close();
