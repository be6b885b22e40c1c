import 'reflect-metadata';
import { afterAll, afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { configurePropertyRuns } from '../support/property-runs';
import { markJsdomObserverNative } from '../support/jsdom-observer';
import { speedUpJsdomRangeText } from '../support/jsdom-range-text';
import { memoisePbkdf2 } from '../support/pbkdf2-memo';

configurePropertyRuns();
markJsdomObserverNative();
speedUpJsdomRangeText();
memoisePbkdf2();

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// The component files share a worker and its page (vite.config.ts): each leaves the page as the next file would
// find a fresh one, whatever it put into the page by hand rather than through Testing Library's render.
afterAll(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  sessionStorage.clear();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});
