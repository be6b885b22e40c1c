// Input values and checks (SetInputValue, SetInputChecked, SetInputTarget): passwords and hidden fields
// are never sent, every other field only as its length unless the site owner unmasks it.
import { trimInputLabel } from '../../domain/recording/attribute-limits';
import { recordedInputValue } from '../../domain/recording/input-privacy';
import { maskEmailsIn } from '../../domain/recording/text-privacy';
import { MessageType as M } from '../../protocol/messages';
import { OBSCURED, UNMASKED } from './node-registry';
import type { RecordingContext } from './recording-context';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function isField(node: Node): node is Field {
  if (node.nodeType !== 1) return false;
  const tag = (node as Element).localName;
  return tag === 'input' || tag === 'textarea' || tag === 'select';
}

const fieldType = (el: Field): string => (el.localName === 'input' ? ((el as HTMLInputElement).type || 'text').toLowerCase() : el.localName);
const isCheckable = (type: string): boolean => type === 'checkbox' || type === 'radio';

export function writeInputValue(ctx: RecordingContext, id: number, el: Field): void {
  const type = fieldType(el);
  if (isCheckable(type)) {
    ctx.out.push([M.SetInputChecked, id, (el as HTMLInputElement).checked]);
    return;
  }
  if (type === 'button' || type === 'submit' || type === 'reset' || type === 'image' || type === 'file') return;
  const level = ctx.registry.privacyLevels[id];
  const { value, mask } = recordedInputValue(String(el.value ?? ''), {
    type,
    unmasked: ctx.options.unmaskInputs || (level & UNMASKED) !== 0,
    obscured: (level & OBSCURED) !== 0 || (ctx.options.privateMode && (level & UNMASKED) === 0),
    autocomplete: el.getAttribute('autocomplete') ?? '',
  });
  ctx.out.push([M.SetInputValue, id, ctx.options.maskEmails ? maskEmailsIn(value) : value, mask]);
}

/** The state a field has when it is first recorded (an empty text field sends nothing). */
export function writeInitialInput(ctx: RecordingContext, id: number, el: Field): void {
  const type = fieldType(el);
  if (isCheckable(type)) {
    if ((el as HTMLInputElement).checked) ctx.out.push([M.SetInputChecked, id, true]);
    return;
  }
  if (el.value) writeInputValue(ctx, id, el);
}

/** A field's label, as a person reads it: its label element, aria-label, placeholder or name. */
export function fieldLabel(ctx: RecordingContext, el: Field): string {
  const doc = el.ownerDocument;
  let text = '';
  const labels = (el as HTMLInputElement).labels;
  if (labels && labels.length) text = labels[0].textContent ?? '';
  if (!text && el.id && doc) text = doc.querySelector(`label[for="${el.id.replace(/["\\]/g, "\\$&")}"]`)?.textContent ?? '';
  text = text || el.getAttribute('aria-label') || el.getAttribute('placeholder') || el.getAttribute('name') || '';
  const label = trimInputLabel(text.replace(/\s+/g, ' '));
  return ctx.options.maskEmails ? maskEmailsIn(label) : label;
}

export function writeInputTarget(ctx: RecordingContext, id: number, el: Field): void {
  ctx.out.push([M.SetInputTarget, id, fieldLabel(ctx, el)]);
}
