// The tasks of a test being written: one fieldset per task (title, description, 'Allow typing'),
// added and removed by the owner, read back in order.
import { el } from '../format';

export interface TaskFields {
  element: HTMLElement;
  read(): { title: string; description: string; allow_typing: boolean }[];
  reset(): void;
}

let nextKey = 1;

function taskFieldset(number: number, onRemove: (row: HTMLElement) => void): HTMLFieldSetElement {
  const key = nextKey++;
  const legend = el('legend', {}, [`Task ${number}`]);
  const remove = el('button', { type: 'button', class: 'link-button' }, ['Remove task']);
  const row = el('fieldset', { class: 'owner-task' }, [
    legend,
    el('label', { for: `task-title-${key}` }, ['Task title']),
    el('input', { id: `task-title-${key}`, name: 'task-title', required: true, maxlength: '200' }),
    el('label', { for: `task-description-${key}` }, ['What the tester should do']),
    el('textarea', { id: `task-description-${key}`, name: 'task-description', rows: '2', maxlength: '5000' }),
    el('label', { class: 'check' }, [el('input', { type: 'checkbox', name: 'task-typing' }), ' Allow typing (the tester can type an answer)']),
    remove,
  ]);
  remove.addEventListener('click', () => onRemove(row));
  return row;
}

export function taskFields(): TaskFields {
  const list = el('div', { class: 'owner-tasks' });
  const add = el('button', { type: 'button' }, ['Add task']);
  const renumber = () => {
    list.querySelectorAll('fieldset').forEach((f, i) => {
      f.querySelector('legend')!.textContent = `Task ${i + 1}`;
      (f.querySelector('.link-button') as HTMLButtonElement).hidden = list.children.length === 1;
    });
  };
  const remove = (row: HTMLElement) => {
    row.remove();
    renumber();
    (list.querySelector('input') as HTMLInputElement | null)?.focus();
  };
  const append = () => {
    const row = taskFieldset(list.children.length + 1, remove);
    list.append(row);
    renumber();
    return row;
  };
  add.addEventListener('click', () => (append().querySelector('input') as HTMLInputElement).focus());
  append();
  return {
    element: el('fieldset', { class: 'owner-task-list' }, [el('legend', {}, ['Tasks']), list, add]),
    read: () => [...list.querySelectorAll('fieldset')].map((f) => ({
      title: (f.querySelector('[name="task-title"]') as HTMLInputElement).value,
      description: (f.querySelector('[name="task-description"]') as HTMLTextAreaElement).value,
      allow_typing: (f.querySelector('[name="task-typing"]') as HTMLInputElement).checked,
    })),
    reset() {
      list.replaceChildren();
      append();
    },
  };
}
