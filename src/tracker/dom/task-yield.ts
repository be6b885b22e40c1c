// Yields to the page between slices of recording work: a MessageChannel message runs after pending
// input and rendering work but without setTimeout's clamping.
export function yieldThen(run: () => void): () => void {
  if (typeof MessageChannel === 'undefined') {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const channel = new MessageChannel();
  let cancelled = false;
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) run();
  };
  channel.port2.postMessage(null);
  return () => {
    cancelled = true;
    channel.port1.close();
  };
}
