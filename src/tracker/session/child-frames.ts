// What the core carries of child frames (001 §6): whether this agent runs as a cross-domain child frame,
// and the parent page's ear for their signals. Both sides' work is in chunks loaded only when a frame
// signals (child-frame-host.ts) or the site turned cross-domain mode on inside a frame (child-frame.ts).
import { ChildFrameLine } from '../../domain/recording/child-frame';
import type { ChildFrameHost } from './child-frame-host';
import type { RecordingSession } from './recording-session';

/** The site's `crossdomain` option when it is on and this page is inside a frame; otherwise null. */
export function childFrameSetting(given: Record<string, unknown>): { parentDomain?: unknown } | null {
  const setting = given.crossdomain as { enabled?: unknown; parentDomain?: unknown } | null | undefined;
  if (typeof setting !== 'object' || setting === null || setting.enabled !== true) return null;
  try {
    return window.parent !== window ? setting : null;
  } catch {
    return null;
  }
}

/** Answers child frames' signals while `session` records, loading the host's chunk at the first one. */
export function listenForChildFrames(session: RecordingSession): void {
  let host: Promise<ChildFrameHost> | null = null;
  addEventListener('message', (e: MessageEvent) => {
    if ((e.data as { line?: unknown } | null)?.line !== ChildFrameLine.Signal || !session.recording) return;
    host ??= import('./child-frame-host').then((m) => m.childFrameHost(session));
    host.then((h) => h.signal(e)).catch(() => undefined);
  });
}
