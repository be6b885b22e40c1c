import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, uniqueEmail, type ContractPorts, type PortsFactory } from './ports';

export function accountContract(makePorts: PortsFactory) {
  describe('AccountRepository', () => {
    let ports: ContractPorts;
    beforeEach(async () => { ports = await makePorts(); });
    afterEach(async () => { await ports.dispose(); });

    it.each([
      ['demo@pawprint.test', 'customer'],
      ['affiliate@pawprint.test', 'affiliate'],
      ['retailer@pawprint.test', 'retailer'],
    ])('%s signs in with the demo password and has the %s role', async (email, role) => {
      const result = await ports.account.login(email, DEMO_PASSWORD);
      expect(result.user.email).toBe(email);
      expect(result.user.roles.map((r) => r.name)).toContain(role);
      expect((await ports.account.me())?.email).toBe(email);
    });

    it('the new demo user is new', async () => {
      const { user } = await ports.account.login('new@pawprint.test', DEMO_PASSWORD);
      expect(user.new_user).toBe(true);
    });

    it('a wrong password is refused with the server message', async () => {
      await expect(ports.account.login('demo@pawprint.test', 'wrong')).rejects.toThrow(/\S/);
    });

    it("me without a session rejects with 'Not authenticated'", async () => {
      await expect(ports.account.me()).rejects.toThrow('Not authenticated');
    });

    it('registers a customer who is then signed in', async () => {
      const email = uniqueEmail('register');
      const result = await ports.account.register({ email, password: 'woof-woof-1', first_name: 'Pat' });
      expect(result.user.email).toBe(email);
      expect(result.access_token).toBeTruthy();
      expect((await ports.account.me())?.email).toBe(email);
    });

    it('signs in with a one-time code sent by e-mail', async () => {
      await ports.account.requestCode('demo@pawprint.test', 'email');
      const code = ports.lastOtp('demo@pawprint.test');
      expect(code).toMatch(/^\d{6}$/);
      const result = await ports.account.verifyCode({ code: code!, to: 'demo@pawprint.test', channel: 'email' });
      expect(result.user.email).toBe('demo@pawprint.test');
    });

    it('a wrong one-time code is refused', async () => {
      await ports.account.requestCode('demo@pawprint.test', 'email');
      await expect(ports.account.verifyCode({ code: '000000x', to: 'demo@pawprint.test', channel: 'email' })).rejects.toThrow(/\S/);
    });
  });
}
