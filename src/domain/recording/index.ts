// The recording agent's rules: start conditions, the start reply, privacy of text, inputs and attributes (spec 001 §3–§9).
export * from './attribute-limits';
export * from './input-privacy';
export * from './privacy-marks';
export * from './sensitive-data';
export * from './start-conditions';
export * from './start-response';
export * from './tab-session';
export * from './text-privacy';
export * from './url-privacy';
export * from './usability-progress';
export * from './usability-results';
export * from './usability-test-draft';
export * from './usability-test';
export * from './usability-texts';
export * from './widget-position';
