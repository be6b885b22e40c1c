// A page view that is a usability tester's: the agent's core and the shop's composition root both ask it, the one
// to load the widget, the other to start the recording at once (a tester is waiting for the widget).

/** The prefix of the agent's keys in the page's storage, unless the site gives its own (`storagePrefix`). */
export const DEFAULT_STORAGE_PREFIX = '__pawprint';

/** Where, after the agent's storage prefix, local storage keeps the id of a usability test under way on this device. */
export const TEST_UNDER_WAY_KEY = '_uxt';

/**
 * Whether a page view is a tester's: its address gives a test (the ?oruxt= parameter itself, not the word anywhere
 * in the address), or a test is under way on this device (`testUnderWay`, the value at TEST_UNDER_WAY_KEY).
 */
export const isTesterVisit = (search: string, testUnderWay: string | null | undefined): boolean => !!testUnderWay || /[?&]oruxt=/.test(search);
