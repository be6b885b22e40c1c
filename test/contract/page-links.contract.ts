import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContractPorts, PortsFactory } from './ports';

export function pageLinksContract(makePorts: PortsFactory) {
  describe('PageLinks', () => {
    let ports: ContractPorts;
    beforeEach(async () => { ports = await makePorts(); });
    afterEach(async () => { await ports.dispose(); });

    it('GET /api/links lists the page paths of 001 §2', async () => {
      const links = await ports.pageLinks.links();
      expect(links).toEqual(expect.arrayContaining(['/box/start', '/treat-and-chew-box', '/wellness', '/gift', '/affiliate', '/about', '/dashboard', '/affiliate/dashboard/milestones']));
      expect(links.every((l) => typeof l === 'string')).toBe(true);
    });
  });
}
