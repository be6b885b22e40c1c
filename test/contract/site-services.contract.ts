import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_NOT_VALID_MESSAGE } from '../../src/domain';
import { RETAIL_STORE_ID, RETAIL_STORE_NAME } from '../../src/server/mock-api/seed-catalog';
import { DEMO_PASSWORD, uniqueEmail, type ContractPorts, type PortsFactory } from './ports';

/** The server's words for a verification link it did not send, or one already used. */
const VERIFICATION_INVALID = 'Verification link is invalid or expired';

/** The site's smaller services: the support chat, the newsletter, the e-mail verification and the retail store. */
export function siteServicesContract(makePorts: PortsFactory) {
  describe('SupportChat, Newsletter, EmailVerification, RetailStoreRepository', () => {
    let ports: ContractPorts;
    beforeEach(async () => { ports = await makePorts(); });
    afterEach(async () => { await ports.dispose(); });

    it('a chat message with a reply address reaches the team; one with no real address is refused with the server\'s words', async () => {
      await expect(ports.supportChat.send({ email: uniqueEmail('chat'), text: 'Does the Mini Box suit a puppy?', page: '/mini-box' })).resolves.toBeUndefined();
      await expect(ports.supportChat.send({ email: 'not-an-address', text: 'Hello?', page: '/' })).rejects.toThrow(EMAIL_NOT_VALID_MESSAGE);
    });

    it('the newsletter takes a real address, twice without harm, and refuses one that is none', async () => {
      const email = uniqueEmail('news');
      await expect(ports.newsletter.subscribe(email)).resolves.toBeUndefined();
      await expect(ports.newsletter.subscribe(email)).resolves.toBeUndefined();
      await expect(ports.newsletter.subscribe('pat@')).rejects.toThrow(EMAIL_NOT_VALID_MESSAGE);
    });

    it('a signed-in customer resends the verification e-mail: the latest one is pending; a link never sent is refused', async () => {
      await ports.account.login('demo@pawprint.test', DEMO_PASSWORD);
      await ports.emailVerification.resend();
      expect(await ports.emailVerification.latestStatus()).toBe('pending');
      await expect(ports.emailVerification.verify('no-such-link')).rejects.toThrow(VERIFICATION_INVALID);
      expect(await ports.emailVerification.latestStatus()).toBe('pending');
    });

    it('reads the retail store by its id, and null for an id no store has', async () => {
      const store = await ports.retailStore.store(RETAIL_STORE_ID);
      expect(store).toMatchObject({ id: RETAIL_STORE_ID, name: RETAIL_STORE_NAME });
      expect(await ports.retailStore.store('no-such-store')).toBeNull();
    });
  });
}
