import { serviceToken } from '../../ports/service-token';
/**
 * Tells the user session that the API dropped the session (000 §8, 001 §8). A separate signal, so the
 * API client can depend on the AuthErrorListener without depending on the user session (no cycle).
 */
export interface SessionEnd {
  notify(message: string): void;
  subscribe(listener: (message: string) => void): () => void;
}

export const SessionEnd = serviceToken<SessionEnd>('SessionEnd');

export class SessionEndSignal implements SessionEnd {
  private listeners = new Set<(message: string) => void>();

  notify(message: string): void {
    for (const listener of [...this.listeners]) listener(message);
  }

  subscribe(listener: (message: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
