// What an optional module of the agent gets from the core: a way to add messages to the recording,
// the settings, and the session as the ingest answered it. Types only, so the core stays small.
import type { StartResponse } from '../../domain/recording/start-response';
import type { PageSignal } from '../../domain/recording/start-conditions';
import type { Message } from '../../protocol/messages';
import type { ResolvedOptions } from '../options';
import type { RecordingSession } from '../session/recording-session';

export interface ModuleHooks {
  /** Adds a message to the recording (kept until the start completes, dropped when not recording). */
  send(message: Message): void;
  /** A page signal for a conditional start's watch (a flag, a request, an exception). */
  signal(signal: PageSignal): void;
  /** The start reply of the running session, null before one. */
  reply(): StartResponse | null;
  /** The session token, for the ingest's authenticated calls. */
  token(): string | null;
  /** The session asked for a new token (an endpoint answered 401). */
  restart(): void;
  /** Who the visitor is, as the site told the agent. */
  user(): { userID: string; metadata: Record<string, string> };
  /** The time on the ingest's clock (this page's clock moved by the start reply's delay). */
  now(): number;
  /** The recorded node id of a page node, if it is recorded. */
  nodeId(node: Node): number | undefined;
  options: ResolvedOptions;
  /** The page's recording session (child frames join it). */
  session: RecordingSession;
  /** The options exactly as the site gave them, for the modules' own settings. */
  given: Record<string, unknown>;
}

/** A running module: told when a session starts (with its reply) and when recording stops. */
export interface AgentModule {
  started?(reply: StartResponse): void;
  stop?(): void;
}
