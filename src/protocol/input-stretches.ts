// Inputs as a person would count them: one per stretch of typing in a field (pauses under
// 1.5 s merge), named by the field's SetInputTarget label. Used when the agent sends no
// InputChange; shared by the player's event list and the ingest's session summary so both
// count the same. Values written with the field itself (the page's snapshot) are not inputs.
import { MessageType, type Message } from './messages';

export const TYPING_PAUSE_MS = 1500;

export interface InputStretch {
  id: number;
  label: string;
  detail: string;
}

export class InputStretches {
  private readonly createdAt = new Map<number, number>();
  private readonly labels = new Map<number, string>();
  private readonly open = new Map<number, { stretch: InputStretch; last: number }>();

  /** Takes the next message at `time`; returns a new stretch when one begins, else null (the current one may be updated). */
  take(m: Message, time: number): InputStretch | null {
    switch (m[0]) {
      case MessageType.CreateDocument:
        this.createdAt.clear();
        this.open.clear();
        return null;
      case MessageType.CreateElementNode:
        this.createdAt.set(m[1], time);
        return null;
      case MessageType.SetInputTarget:
        this.labels.set(m[1], m[2]);
        return null;
      case MessageType.SetInputValue:
      case MessageType.SetInputChecked: {
        const id = m[1];
        if ((this.createdAt.get(id) ?? -1) >= time) return null;
        const detail = m[0] === MessageType.SetInputChecked ? (m[2] ? 'checked' : 'unchecked') : m[3] === 0 ? m[2] : '(masked)';
        const current = this.open.get(id);
        if (current && time - current.last <= TYPING_PAUSE_MS) {
          current.stretch.detail = detail;
          current.last = time;
          return null;
        }
        const stretch = { id, label: this.labels.get(id) || 'Field', detail };
        this.open.set(id, { stretch, last: time });
        return stretch;
      }
      default:
        return null;
    }
  }
}
