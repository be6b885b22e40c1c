import 'reflect-metadata';
import { DEFAULT_TEST_SECRET } from '../support/signed-request';
import { configurePropertyRuns } from '../support/property-runs';
import { markJsdomObserverNative } from '../support/jsdom-observer';
import { speedUpJsdomRangeText } from '../support/jsdom-range-text';
import { memoisePbkdf2 } from '../support/pbkdf2-memo';

configurePropertyRuns();
markJsdomObserverNative();
speedUpJsdomRangeText();
memoisePbkdf2();

// The server makes its own signing secret per installation; tests that sign raw calls use a known one.
process.env.MOCK_SECRET ??= DEFAULT_TEST_SECRET;
