import 'reflect-metadata';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { configurePropertyRuns } from '../support/property-runs';
import { markJsdomObserverNative } from '../support/jsdom-observer';
import { speedUpJsdomRangeText } from '../support/jsdom-range-text';

configurePropertyRuns();
markJsdomObserverNative();
speedUpJsdomRangeText();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
