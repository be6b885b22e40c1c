import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, type ContractPorts, type PortsFactory } from './ports';

export function sessionContract(makePorts: PortsFactory) {
  describe('Session', () => {
    let ports: ContractPorts;
    beforeEach(async () => { ports = await makePorts(); });
    afterEach(async () => { await ports.dispose(); });

    it('a visitor is not logged in', async () => {
      expect(await ports.session.current()).toEqual({ isLoggedIn: false, me: null });
    });

    it('after a login GET /api/user names the user; POST /api/logout ends the session', async () => {
      await ports.account.login('affiliate@pawprint.test', DEMO_PASSWORD);
      const current = await ports.session.current();
      expect(current.isLoggedIn).toBe(true);
      expect(current.me?.email).toBe('affiliate@pawprint.test');
      expect(current.me?.roles.map((r) => r.name)).toContain('affiliate');
      await ports.session.logout();
      expect(await ports.session.current()).toEqual({ isLoggedIn: false, me: null });
      await expect(ports.account.me()).rejects.toThrow('Not authenticated');
    });
  });
}
