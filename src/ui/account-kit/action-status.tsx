import type { ActionState } from './use-action';
import { Spinner } from '../primitives/spinner';

/** An action's progress and result beside the control that started it. */
export function ActionStatus({ state }: { state: ActionState }) {
  if (state.status === 'idle') return null;
  if (state.status === 'busy') {
    return (
      <p className="action-status action-status--busy" role="status">
        <Spinner label="" /> {state.message}
      </p>
    );
  }
  return (
    <p className={`action-status action-status--${state.status}`} role={state.status === 'failed' ? 'alert' : 'status'}>
      {state.message}
    </p>
  );
}
