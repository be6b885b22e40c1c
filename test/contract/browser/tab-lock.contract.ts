import { describe, expect, it } from 'vitest';
import type { TabLock } from '../../../src/ports/tab-lock';

/** The tabs of one browser sharing a lock; `close` is a tab's page going away, where the subject can show it. */
export interface TabLockSubject {
  tab(): TabLock;
  close?(tab: TabLock): void;
}

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** One tab's work at a time, freed when the work settles (and, where shown, when its page goes). */
export function tabLockContract(name: string, subject: () => TabLockSubject, options: { pagesGo: boolean }): void {
  describe(`TabLock contract: ${name}`, () => {
    it("runs a second tab's work only once the first tab's has settled, and answers each its own value", async () => {
      const browser = subject();
      const [a, b] = [browser.tab(), browser.tab()];
      const steps: string[] = [];
      const first = gate();
      const answers = Promise.all([
        a.exclusive(async () => {
          steps.push('a starts');
          await first.opened;
          steps.push('a ends');
          return 'a';
        }),
        b.exclusive(async () => {
          steps.push('b starts');
          return 'b';
        }),
      ]);
      await Promise.resolve();
      await Promise.resolve();
      expect(steps).toEqual(['a starts']);
      first.open();
      expect(await answers).toEqual(['a', 'b']);
      expect(steps).toEqual(['a starts', 'a ends', 'b starts']);
    });

    it("gives a failing work's error to its own tab and frees the lock for the next", async () => {
      const browser = subject();
      const [a, b] = [browser.tab(), browser.tab()];
      const failed = a.exclusive(async () => {
        throw new Error('Network down');
      });
      const next = b.exclusive(async () => 'b');
      await expect(failed).rejects.toThrow('Network down');
      expect(await next).toBe('b');
    });

    it('waits for works in the order they were asked', async () => {
      const browser = subject();
      const tabs = [browser.tab(), browser.tab(), browser.tab()];
      const order: number[] = [];
      await Promise.all(tabs.map((tab, i) => tab.exclusive(async () => void order.push(i))));
      expect(order).toEqual([0, 1, 2]);
    });

    // Only a subject with pages of its own can show a page going (the within-one-tab lock has one page).
    if (options.pagesGo) it("frees the lock when the holding tab's page goes, its work never settled", async () => {
      const browser = subject();
      const [a, b] = [browser.tab(), browser.tab()];
      void a.exclusive(() => new Promise<never>(() => undefined));
      let granted = false;
      const next = b.exclusive(async () => {
        granted = true;
        return 'b after a closed tab';
      });
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(granted).toBe(false);
      browser.close!(a);
      expect(await next).toBe('b after a closed tab');
    });
  });
}
