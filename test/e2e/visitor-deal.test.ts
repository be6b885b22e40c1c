import { describe, expect, it } from 'vitest';
import { addBoxForDog, cartDrawer, openProductFromHome, SEE, useJourney } from './journey';

const journey = useJourney();

describe("Every visitor's deal (000 §3 §7 §9)", { timeout: 120_000 }, () => {
  it('a visitor who came without ?deal= gets the default free_treat promotion on the cart, shown at checkout', async () => {
    const { page } = await journey.freshPage();
    const asked: unknown[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== '/graphql' || request.method() !== 'POST') return;
      const body = JSON.parse(request.postData() ?? '{}') as { operationName?: string; variables?: { type?: unknown } };
      if (body.operationName === 'GetPromotions') asked.push(body.variables?.type);
    });
    await openProductFromHome(page, journey.shop.url, 'Treat and Chew Box');
    await addBoxForDog(page, { dogName: 'Pepper', email: 'pepper.owner@example.com' });
    await cartDrawer(page).getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout', SEE);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await summary.getByText('Free Meatballs with your first box').waitFor(SEE);
    await summary.getByText('Included').waitFor(SEE);
    expect(asked).toContainEqual(['free_treat', 'free_membership']);
  });
});
