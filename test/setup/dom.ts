import 'reflect-metadata';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { configurePropertyRuns } from '../support/property-runs';
import { markJsdomObserverNative } from '../support/jsdom-observer';

configurePropertyRuns();
markJsdomObserverNative();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
