// The compressor, in a chunk of its own: the worker loads it with the first batch above the
// compression threshold.
export { gzipSync } from 'fflate';
