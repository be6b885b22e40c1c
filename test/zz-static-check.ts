// Temporary: the in-browser static build served as a static host would, opened in Chromium.
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { launchChromium } from './support/chromium';
const dir = process.argv[2];
const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml' };
const server = createServer((req, res) => {
  const p = new URL(req.url!, 'http://x').pathname;
  let file = join(dir, p);
  if (!existsSync(file) || p === '/' || !extname(p)) file = join(dir, 'index.html');
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
}).listen(0);
await new Promise((r) => server.once('listening', r));
const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
const browser = await launchChromium();
const page = await browser.newPage();
const errors: string[] = [];
page.on('pageerror', (e) => errors.push(e.message));
await page.goto(url + '/meatballs');
await page.getByRole('heading', { level: 1, name: 'Meatballs' }).waitFor({ timeout: 60_000 });
await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
await page.getByRole('dialog').first().waitFor({ timeout: 60_000 });
console.log('static in-browser build: product page rendered, Add to Cart opened a dialog; errors:', errors, 'root attrs:', await page.evaluate(() => [...document.getElementById('root')!.attributes].map((a) => a.name)));
await browser.close();
server.close();
process.exit(0);
