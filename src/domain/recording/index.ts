// The recording agent's rules: start conditions, the start reply, privacy of text, inputs and attributes (spec 001 §3–§9).
export * from './attribute-limits';
export * from './input-privacy';
export * from './sensitive-data';
export * from './start-conditions';
export * from './start-response';
export * from './tab-session';
export * from './text-privacy';
export * from './canvas-settings';
export * from './console-text';
export * from './feature-flags';
export * from './graphql-operation';
export * from './network-record';
export * from './tags';
export * from './web-vitals';
export * from './websocket-limits';
export * from './log-levels';
