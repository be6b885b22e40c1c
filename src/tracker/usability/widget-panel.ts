// The floating widget (001 §2): a title bar that collapses it, 'Introduction & Guidelines' with
// 'Begin Test', 'Tasks' with numbered progress circles and the task card ('Your answer' where the
// task allows typing), 'Collapse Panel', 'Done, Next', 'Abort Session', and the recording's state.
import { UXT_TEXTS as T } from '../../domain/recording/usability-texts';
import type { UsabilityTest } from '../../domain/recording/usability-test';
import { WidgetDrag } from './widget-drag';
import { h } from './widget-host';

export type PanelStage = { kind: 'guidelines' } | { kind: 'task'; index: number };
export type RecordingStatus = 'recording' | 'paused' | 'unavailable' | 'none';

export interface PanelHandlers {
  beginTest(): void;
  doneNext(answer: string): void;
  abort(): void;
  resumeRecording(): void;
}

/** A heading's button that shows or hides the part below it. */
function toggle(label: string, controls: string, expanded: boolean): HTMLButtonElement {
  return h('button', { type: 'button', class: 'toggle', 'aria-expanded': String(expanded), 'aria-controls': controls }, [
    label, h('span', { 'aria-hidden': 'true' }, ['▾']),
  ]);
}

function setOpen(button: HTMLButtonElement, part: HTMLElement, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  part.hidden = !open;
}

export class WidgetPanel {
  readonly element: HTMLElement;
  readonly #titlebar: HTMLButtonElement;
  readonly #body: HTMLElement;
  readonly #guidelinesToggle: HTMLButtonElement;
  readonly #guidelines: HTMLElement;
  readonly #beginRow: HTMLElement;
  readonly #tasksToggle: HTMLButtonElement;
  readonly #tasks: HTMLElement;
  readonly #steps: HTMLOListElement;
  readonly #card: HTMLElement;
  readonly #status: HTMLElement;
  readonly #drag: WidgetDrag;
  #stage: PanelStage | null = null;

  constructor(
    private readonly test: UsabilityTest,
    private readonly handlers: PanelHandlers,
  ) {
    this.#titlebar = h('button', { type: 'button', class: 'titlebar', 'aria-expanded': 'true', 'aria-controls': 'uxt-body' }, [
      h('span', { class: 'name' }, [test.title]), h('span', { class: 'arrow', 'aria-hidden': 'true' }, ['▾']),
    ]);
    const begin = h('button', { type: 'button', class: 'primary' }, [T.beginTest]);
    begin.addEventListener('click', () => handlers.beginTest());
    this.#beginRow = h('div', { class: 'row' }, [begin]);
    this.#guidelines = h('div', { id: 'uxt-guidelines' }, [
      h('div', { class: 'text', tabindex: '0', role: 'region', 'aria-label': T.introduction }, [[test.description, test.guidelines].filter(Boolean).join('\n\n')]),
      this.#beginRow,
    ]);
    this.#guidelinesToggle = toggle(T.introduction, 'uxt-guidelines', true);
    this.#steps = h('ol', { class: 'steps', 'aria-label': T.taskProgress });
    this.#card = h('div', { class: 'task-area' });
    this.#tasks = h('div', { id: 'uxt-tasks' }, [this.#steps, this.#card]);
    this.#tasksToggle = toggle(T.tasks, 'uxt-tasks', true);
    this.#status = h('div', { class: 'status', role: 'status' });
    const abort = h('button', { type: 'button', class: 'link' }, [T.abortSession]);
    abort.addEventListener('click', () => handlers.abort());
    this.#body = h('div', { class: 'body', id: 'uxt-body' }, [
      h('div', { class: 'section' }, [h('h2', {}, [this.#guidelinesToggle]), this.#guidelines]),
      h('div', { class: 'section' }, [h('h2', {}, [this.#tasksToggle]), this.#tasks]),
      this.#status,
      h('div', { class: 'abort' }, [abort]),
    ]);
    this.element = h('section', { class: 'panel', role: 'dialog', 'aria-label': `Usability test: ${test.title}` }, [this.#titlebar, this.#body]);
    this.#drag = new WidgetDrag(this.element, this.#titlebar);
    this.#titlebar.addEventListener('click', () => {
      if (!this.#drag.consumeDrag()) this.collapse(this.#titlebar.getAttribute('aria-expanded') === 'true');
    });
    this.#guidelinesToggle.addEventListener('click', () => setOpen(this.#guidelinesToggle, this.#guidelines, this.#guidelines.hidden));
    this.#tasksToggle.addEventListener('click', () => setOpen(this.#tasksToggle, this.#tasks, this.#tasks.hidden));
  }

  /** Once the panel is in the page: its first place, top-right. */
  placed(): void {
    this.#drag.place(null);
  }

  collapse(collapsed: boolean): void {
    const width = this.element.offsetWidth;
    this.#titlebar.setAttribute('aria-expanded', String(!collapsed));
    this.#body.hidden = collapsed;
    this.element.classList.toggle('collapsed', collapsed);
    this.#drag.keepRightEdge(width);
    if (collapsed) this.#titlebar.focus();
  }

  show(stage: PanelStage): void {
    this.#stage = stage;
    const onTask = stage.kind === 'task';
    this.#beginRow.hidden = onTask;
    // Reading the guidelines opens them; a task folds them away (the heading opens them again).
    setOpen(this.#guidelinesToggle, this.#guidelines, !onTask);
    setOpen(this.#tasksToggle, this.#tasks, true);
    this.#renderSteps(onTask ? stage.index : -1);
    this.#card.replaceChildren(...(onTask ? this.#taskCard(stage.index) : []));
    this.collapse(false);
    this.#focusStage();
  }

  /** Where a keyboard user goes on from: the task's heading, or the guidelines to read before 'Begin Test'. */
  #focusStage(): void {
    const target = this.#stage?.kind === 'task' ? this.#card.querySelector('h3') : this.#guidelines.querySelector('.text');
    (target as HTMLElement | null)?.focus();
  }

  setRecording(status: RecordingStatus): void {
    // The 'Resume recording' button goes with the status it is part of: its focus stays in the widget.
    const root = this.#status.getRootNode() as Document | ShadowRoot;
    const hadFocus = this.#status.contains(root.activeElement);
    if (status === 'recording') this.#status.replaceChildren(h('span', { class: 'dot', 'aria-hidden': 'true' }), T.recording);
    else if (status === 'unavailable') this.#status.replaceChildren(T.recordingUnavailable);
    else if (status === 'paused') {
      const resume = h('button', { type: 'button', class: 'secondary' }, [T.resumeRecording]);
      resume.addEventListener('click', () => this.handlers.resumeRecording());
      this.#status.replaceChildren(T.recordingPaused, resume);
    } else this.#status.replaceChildren();
    if (hadFocus && !this.#status.contains(root.activeElement)) this.#focusStage();
    this.#drag.place();
  }

  destroy(): void {
    this.#drag.destroy();
  }

  #renderSteps(current: number): void {
    const count = this.test.tasks.length;
    this.#steps.replaceChildren(...this.test.tasks.map((_, i) => {
      const state = i < current ? 'done' : i === current ? 'current' : 'todo';
      return h('li', { class: state === 'done' ? 'done' : null, 'aria-current': state === 'current' ? 'step' : null }, [
        h('span', { 'aria-hidden': 'true' }, [state === 'done' ? '✓' : String(i + 1)]),
        h('span', { class: 'sr-only' }, [`Task ${i + 1} of ${count}${state === 'done' ? ', done' : state === 'current' ? ', current' : ''}`]),
      ]);
    }));
  }

  #taskCard(index: number): HTMLElement[] {
    const task = this.test.tasks[index];
    const answer = task.allow_typing ? h('textarea', { id: 'uxt-answer', rows: '3' }) : null;
    const collapse = h('button', { type: 'button', class: 'secondary' }, [T.collapsePanel]);
    collapse.addEventListener('click', () => this.collapse(true));
    const next = h('button', { type: 'button', class: 'primary' }, [T.doneNext]);
    next.addEventListener('click', () => {
      if (this.#stage?.kind === 'task' && this.#stage.index === index) this.handlers.doneNext(answer?.value ?? '');
    });
    return [
      h('div', { class: 'task' }, [
        h('h3', { tabindex: '-1' }, [h('span', { class: 'sr-only' }, [`Task ${index + 1} of ${this.test.tasks.length}:`]), ' ', task.title]),
        task.description && h('div', { class: 'text', tabindex: '0', role: 'region', 'aria-label': task.title }, [task.description]),
        answer && h('label', { for: 'uxt-answer' }, [T.yourAnswer]),
        answer,
      ]),
      h('div', { class: 'row' }, [collapse, next]),
    ];
  }
}
