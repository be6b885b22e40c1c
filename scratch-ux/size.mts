import { launchChromium } from '../test/e2e/browser';
import { startShop } from '../test/e2e/shop-server';
async function main() {
  const shop = await startShop();
  const browser = await launchChromium();
  try {
    for (const [w, h, errorsFirst] of [[1280, 900, true], [390, 640, false], [390, 640, true]] as const) {
      const page = await (await browser.newContext({ viewport: { width: w, height: h } })).newPage();
      await page.goto(`${shop.url}/treat-and-chew-box`);
      await page.getByRole('main').getByRole('button', { name: /^Add to Cart/ }).first().click();
      const modal = page.getByRole('dialog', { name: 'Treat and Chew Box' });
      await modal.getByRole('heading', { name: 'Dog Information' }).waitFor();
      if (errorsFirst) { await modal.getByRole('button', { name: 'Add to Cart' }).click(); await modal.getByText('Please enter this field').first().waitFor(); }
      const medium = modal.getByRole('group', { name: 'Size' }).getByRole('button', { name: 'Medium (20-50 lb)' });
      await medium.scrollIntoViewIfNeeded();
      const b = (await medium.boundingBox())!;
      console.log('box', JSON.stringify(b), await page.evaluate(([x, y]) => { const el = document.elementFromPoint(x, y); return el?.outerHTML.slice(0, 80); }, [b.x + b.width / 2, b.y + b.height / 2]));
      page.on('console', (m) => console.log('page:', m.text()));
      await page.evaluate(() => document.addEventListener('click', (e) => console.log('click on', (e.target as HTMLElement).outerHTML.slice(0, 60)), true));
      await medium.click();
      console.log(w, errorsFirst, await medium.getAttribute('aria-pressed'));
    }
  } finally { await browser.close(); await shop.close(); }
}
main();
