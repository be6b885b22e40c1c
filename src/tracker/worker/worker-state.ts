// The worker's states (NotActive, Starting, Active, Stopping, Stopped) and the moves between
// them; anything else is refused, so a stray message cannot revive a stopped recording.

export type WorkerState = 'NotActive' | 'Starting' | 'Active' | 'Stopping' | 'Stopped';

const MOVES: Record<WorkerState, readonly WorkerState[]> = {
  NotActive: ['Starting', 'Stopped'],
  Starting: ['Active', 'Stopped'],
  // A new start while active begins a new session (after the worker asked to restart).
  Active: ['Stopping', 'Stopped', 'Starting'],
  Stopping: ['Stopped', 'Starting'],
  Stopped: ['Starting'],
};

export class WorkerStatus {
  #current: WorkerState = 'NotActive';

  readonly #onChange: (state: WorkerState) => void;

  constructor(onChange: (state: WorkerState) => void = () => {}) {
    this.#onChange = onChange;
  }

  get state(): WorkerState {
    return this.#current;
  }

  is(...states: WorkerState[]): boolean {
    return states.includes(this.#current);
  }

  /** Moves if the move is allowed; false (and no change) otherwise. */
  to(next: WorkerState): boolean {
    if (!MOVES[this.#current].includes(next)) return false;
    this.#current = next;
    this.#onChange(next);
    return true;
  }
}
