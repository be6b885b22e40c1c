import { launchChromium } from '../test/e2e/browser';
import { startShop } from '../test/e2e/shop-server';
async function main() {
  const shop = await startShop();
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 640 } })).newPage();
    await page.goto(`${shop.url}/treat-and-chew-box`);
    await page.getByRole('main').getByRole('button', { name: /^Add to Cart/ }).first().click();
    const modal = page.getByRole('dialog', { name: 'Treat and Chew Box' });
    await modal.getByRole('heading', { name: 'Dog Information' }).waitFor();
    const medium = modal.getByRole('group', { name: 'Size' }).getByRole('button', { name: 'Medium (20-50 lb)' });
    for (let i = 0; i < 8; i++) {
      const b = await medium.boundingBox();
      const st = await page.evaluate(() => document.querySelector('.dialog__body')!.scrollTop);
      console.log(i * 150, JSON.stringify(b), 'scrollTop', st);
      await page.waitForTimeout(150);
    }
  } finally { await browser.close(); await shop.close(); }
}
main();
