// The recording agent's rules: start conditions, the start reply, privacy of text, inputs and attributes (spec 001 §3–§9).
export * from './attribute-limits';
export * from './input-privacy';
export * from './sensitive-data';
export * from './start-conditions';
export * from './start-response';
export * from './tab-session';
export * from './text-privacy';
export * from './usability-test';
export * from './usability-progress';
export * from './usability-test-draft';
export * from './widget-position';
export * from './usability-texts';
export * from './usability-results';
