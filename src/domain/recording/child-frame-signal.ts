// The one line of the child frames' talk the parent page's core listens for (the rest is in child-frame.ts,
// loaded with the chunk that answers it).
export const CHILD_FRAME_SIGNAL = 'pawprint:child-frame-signal';
