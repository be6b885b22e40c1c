import { launchChromium } from '../test/e2e/browser';
import { startShop } from '../test/e2e/shop-server';
async function main() {
const shop = await startShop();
const browser = await launchChromium();
const shots = process.argv.slice(2);
try {
  for (const [w, h] of [[1280, 900], [390, 844]]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'en-US' });
    const page = await ctx.newPage();
    await page.goto(`${shop.url}/?ref=sarah`);
    await page.getByRole('complementary', { name: 'Special Offer' }).waitFor({ timeout: 15000 });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/ux/home-${w}.png` });
    await page.goto(`${shop.url}/treat-and-chew-box`);
    await page.getByRole('complementary', { name: 'Special Offer' }).waitFor({ timeout: 15000 });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/ux/product-${w}.png` });
    await page.mouse.wheel(0, 700); await page.waitForTimeout(900);
    await page.screenshot({ path: `/tmp/ux/product-scrolled-${w}.png` });
    await ctx.close();
  }
} finally { await browser.close(); await shop.close(); }
}
main();
