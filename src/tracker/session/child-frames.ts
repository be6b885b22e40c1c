// Child frames (001 §6): the parent page's ear for their signals, installed with the optional modules'
// host at the first start. Both sides' work is in chunks loaded only when a frame signals
// (child-frame-host.ts) or the site turned cross-domain mode on inside a frame (child-frame.ts); both sides
// are one chunk, whose entry is child-frame.ts.
import type { ChildFrameHost } from './child-frame-host';
import type { RecordingSession } from './recording-session';

/**
 * ChildFrameLine.Signal of the child frames' rules, the one line this ear knows: written out here, as the
 * rules live in the chunk it loads (a test holds the two equal).
 */
export const SIGNAL_LINE = 'pawprint:child-frame-signal';

const heard = new WeakSet<RecordingSession>();

/** Answers child frames' signals while `session` records, loading the host's chunk at the first one. */
export function listenForChildFrames(session: RecordingSession): void {
  if (heard.has(session)) return;
  heard.add(session);
  let host: Promise<ChildFrameHost> | null = null;
  addEventListener('message', (e: MessageEvent) => {
    if ((e.data as { line?: unknown } | null)?.line !== SIGNAL_LINE || !session.recording) return;
    host ??= import('./child-frame').then((m) => m.childFrameHost(session));
    host.then((h) => h.signal(e)).catch(() => undefined);
  });
}
