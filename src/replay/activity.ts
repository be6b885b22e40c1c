// Which recorded messages are the visitor's activity (the domain's rule, idle-time): idle
// skipping jumps over everything else, such as a page swapping its own icons.
import type { ActivityKind } from '../domain/recording';
import { MessageType, type Message } from '../protocol/messages';

const KINDS = new Map<number, ActivityKind>([
  [MessageType.MouseMove, 'input'],
  [MessageType.MouseClick, 'input'],
  [MessageType.MouseThrashing, 'input'],
  [MessageType.SetInputValue, 'input'],
  [MessageType.SetInputChecked, 'input'],
  [MessageType.InputChange, 'input'],
  [MessageType.SelectionChange, 'input'],
  [MessageType.SetNodeFocus, 'input'],
  [MessageType.SetViewportScroll, 'scroll'],
  [MessageType.SetNodeScroll, 'scroll'],
  [MessageType.CreateDocument, 'navigation'],
  [MessageType.SetPageLocation, 'navigation'],
  [MessageType.TabChange, 'navigation'],
  [MessageType.SetPageVisibility, 'navigation'],
]);

/** Tells activity apart, message by message, in recording order (a resize counts only when the size changes). */
export class ActivityReader {
  private size = '';

  kindOf(m: Message): ActivityKind | null {
    if (m[0] === MessageType.SetViewportSize) {
      const size = `${m[1]}x${m[2]}`;
      const changed = this.size !== '' && size !== this.size;
      this.size = size;
      return changed ? 'resize' : null;
    }
    return KINDS.get(m[0]) ?? null;
  }
}
