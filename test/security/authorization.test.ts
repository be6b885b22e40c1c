// Carts, contacts, verification tokens, the public dog page and gifts answer only those they belong to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFor, cookieOf, firstOf, startProbe, type Probe } from './probe';

let probe: Probe;
beforeAll(async () => { probe = await startProbe(); });
afterAll(async () => { await probe.close(); });

const VICTIM = 'victim@example.com';
const VICTIM_PHONE = '+15125550142';
const CART = 'id email phone items { id quantity } selected_address { line1 }';

async function victimCart(): Promise<string> {
  const made = await probe.gql(
    'mutation CreateCartGuest($e: String!, $p: String) { createCartGuest(email: $e, phone: $p, input: { type: "good", sku_id: "sku-meatballs", quantity: 1 }) { id } }',
    { e: VICTIM, p: VICTIM_PHONE },
  );
  return made.body.data.createCartGuest.id;
}

describe("a guest's cart without its owner's contact", () => {
  it('cannot be read by id alone, with the e-mail but not the phone, or with another e-mail', async () => {
    const id = await victimCart();
    const read = (vars: object) => probe.gql(`query Cart($id: ID, $email: String, $phone: String) { cart(id: $id, email: $email, phone: $phone) { ${CART} } }`, { id, ...vars });
    expect((await read({})).body.data.cart).toBeNull();
    expect((await read({ email: VICTIM })).body.data.cart).toBeNull();
    expect((await read({ email: 'attacker@example.com', phone: VICTIM_PHONE })).body.data.cart).toBeNull();
    expect((await read({ email: VICTIM, phone: VICTIM_PHONE })).body.data.cart).toMatchObject({ id, email: VICTIM });
  });

  it('cannot be changed or priced with setPromotionToCart(id, guest) alone', async () => {
    const id = await victimCart();
    const res = await probe.gql(`mutation SetPromotionToCart($id: ID!) { setPromotionToCart(id: $id, guest: true) { ${CART} } }`, { id });
    expect(res.body.data).toBeNull();
    expect(res.body.errors[0].message).toBe('Cart not found!');
    const quantity = await probe.gql('mutation UpdateCartItemQuantity($id: ID!) { updateCartItemQuantity(id: $id, email: "attacker@example.com", itemId: "x", quantity: 5) { id } }', { id });
    expect(quantity.body.errors[0].message).toBe('Cart not found!');
  });

  it('is not streamed by cartChanged to a socket without the cookie or the contact', async () => {
    const id = await victimCart();
    const answer = await firstOf(probe.socket(), 'subscription CartChanged($id: ID!) { cartChanged(id: $id) { email phone } }', { id });
    expect(answer).toMatchObject({ errors: [{ message: 'Cart not found!' }] });
    expect(probe.shop.backend.openSubscriptions()).toBe(0);
  });

  it('is not moved into the account of someone signing in with a code for another address', async () => {
    const id = await victimCart();
    await probe.gql('mutation GetVerify { getVerify(to: "attacker@example.com", channel: "email") { status } }');
    const code = codeFor(probe.logs, 'attacker@example.com')!;
    const res = await probe.gql('mutation VerifyOTP($c: String!, $cart: ID) { verifyOTP(code: $c, channel: "email", to: "attacker@example.com", cart: $cart, onCreate: true) { access_token } }', { c: code, cart: id });
    expect(res.body.errors).toBeUndefined();
    const mine = await probe.gql('query Cart { cart { id } }', {}, { cookie: cookieOf(res.setCookie) });
    expect(mine.body.data.cart).toBeNull();
    expect(probe.shop.backend.state.carts.find((c) => c.id === id)?.userId).toBeNull();
  });

  it('refuses a guest contact that is not an e-mail address or phone number', async () => {
    const bad = await probe.gql('mutation CreateCartGuest { createCartGuest(email: "<script>alert(1)</script>", input: { type: "good", sku_id: "sku-meatballs", quantity: 1 }) { id } }');
    expect(bad.body.errors[0].message).toBe('Please enter a valid email and phone number');
    const phone = await probe.gql('mutation CreateCartGuest { createCartGuest(email: "ok@example.com", phone: "call me", input: { type: "good", sku_id: "sku-meatballs", quantity: 1 }) { id } }');
    expect(phone.body.errors[0].message).toBe('Please enter a valid email and phone number');
  });
});

describe('account contacts', () => {
  it('change only with the code sent to the new address, and never to an address another account has', async () => {
    const cookie = await probe.login('new@pawprint.test');
    const taken = await probe.gql('mutation UpdateUserContact { updateUserContact(email: "demo@pawprint.test") { email } }', {}, { cookie });
    expect(taken.body.errors[0].message).toBe('This address belongs to another account');
    const noCode = await probe.gql('mutation UpdateUserContact { updateUserContact(email: "unclaimed@example.com") { email } }', {}, { cookie });
    expect(noCode.body.errors[0].message).toBe('Changing your e-mail or phone needs the code we sent to the new address');
    await probe.gql('mutation GetVerify { getVerify(to: "unclaimed@example.com", channel: "email") { status } }', {}, { cookie });
    const code = codeFor(probe.logs, 'unclaimed@example.com')!;
    const done = await probe.gql('mutation UpdateUserContact($c: String) { updateUserContact(email: "unclaimed@example.com", code: $c) { email } }', { c: code }, { cookie });
    expect(done.body.data.updateUserContact.email).toBe('unclaimed@example.com');
  });
});

describe('e-mail verification tokens', () => {
  it('are never answered to the page, and verify only the signed-in account they were made for', async () => {
    const cookie = await probe.login('retailer@pawprint.test');
    const made = await probe.gql('mutation CreateEmailVerification { createEmailVerification { id status } }', {}, { cookie });
    const { id } = made.body.data.createEmailVerification;
    const token = /verify-email\?token=([0-9a-f]{64})/.exec(probe.logs.join('\n'))![1];
    expect(token).not.toBe(id);
    expect(JSON.stringify(probe.shop.backend.state)).not.toContain(token);
    const byId = await probe.gql('mutation VerifyEmail($t: String!) { verifyEmail(token: $t) { status } }', { t: id }, { cookie });
    expect(byId.body.errors[0].message).toBe('Verification link is invalid or expired');
    const anonymous = await probe.gql('mutation VerifyEmail($t: String!) { verifyEmail(token: $t) { status } }', { t: token });
    expect(anonymous.body.errors[0].message).toBe('Not authenticated');
    const other = await probe.gql('mutation VerifyEmail($t: String!) { verifyEmail(token: $t) { status } }', { t: token }, { cookie: await probe.login('demo@pawprint.test') });
    expect(other.body.errors[0].message).toBe('Verification link is invalid or expired');
    const own = await probe.gql('mutation VerifyEmail($t: String!) { verifyEmail(token: $t) { status } }', { t: token }, { cookie });
    expect(own.body.data.verifyEmail.status).toBe('verified');
  });
});

describe('the public lost-dog page, comments and gifts', () => {
  it("shows no microchip, and no contact or whereabouts of a dog that is not lost, to anyone but the owner", async () => {
    const query = 'query Dog { dog(slug: "biscuit") { name microchip contact location user { first_name } } }';
    const publicView = (await probe.gql(query)).body.data.dog;
    expect(publicView).toEqual({ name: 'Biscuit', microchip: null, contact: null, location: null, user: { first_name: 'Dana' } });
    const owner = (await probe.gql(query, {}, { cookie: await probe.login('demo@pawprint.test') })).body.data.dog;
    expect(owner.microchip).toBe('985112003456789');
  });

  it("refuses reportDog on someone else's dog", async () => {
    const cookie = await probe.login('affiliate@pawprint.test');
    const res = await probe.gql('mutation ReportDog($i: JSON!) { reportDog(input: $i) { isLost } }', { i: { slug: 'biscuit', isLost: true, location: 'nowhere' } }, { cookie });
    expect(res.body.errors[0].message).toBe('Dog not found');
    expect(probe.shop.backend.state.records.dogs[0].isLost).toBe(false);
  });

  it('lists comments without the ids of the accounts that wrote them', async () => {
    const res = await probe.gql('query Comments { comments { id user comment name } }');
    expect(res.body.data.comments.length).toBeGreaterThan(0);
    expect(res.body.data.comments.every((c: { user: string | null }) => c.user === null)).toBe(true);
  });

  it('lets only the recipient claim a gift addressed to them', async () => {
    const cookie = await probe.login('affiliate@pawprint.test');
    const res = await probe.gql('mutation ClaimGiftCoupon { claimGiftCoupon(coupon: "PAW-GIFT-2500") { redeemed } }', {}, { cookie });
    expect(res.body.errors[0].message).toBe('Gift coupon is not valid');
  });
});
