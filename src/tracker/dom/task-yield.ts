// Yields to the page between slices of recording work: a MessageChannel message runs after pending
// input and rendering work but without setTimeout's clamping. One channel serves every yield.
let channel: MessageChannel | null = null;
/** One entry per message posted, in order; a cancelled one is null. */
const waiting: ({ run: () => void } | null)[] = [];

export function yieldThen(run: () => void): () => void {
  if (typeof MessageChannel === 'undefined') {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  if (channel === null) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.run();
  }
  const entry = { run };
  waiting.push(entry);
  channel.port2.postMessage(null);
  return () => {
    const at = waiting.indexOf(entry);
    if (at >= 0) waiting[at] = null;
  };
}
