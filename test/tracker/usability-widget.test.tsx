// The usability-test widget in jsdom, as a tester meets it (001 §2, §4, §5): the greeting, the
// guidelines, each task, the end while the video uploads and after; abort; coming back after a
// reload; collapse. The ingest is a fake fetch that records what the widget sends.
import { fireEvent, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUIDELINES_INDEX, type UsabilityProgress } from '../../src/domain/recording/usability-progress';
import type { UsabilityTest } from '../../src/domain/recording/usability-test';
import { isRecordable } from '../../src/tracker/dom/subtree-writer';
import { guardedStorage } from '../../src/tracker/session/safe-storage';
import type { RecordingOutcome } from '../../src/tracker/usability/screen-recorder';
import { UsabilityApi } from '../../src/tracker/usability/usability-api';
import { UsabilityProgressStore } from '../../src/tracker/usability/usability-progress-store';
import { UsabilityTestRun } from '../../src/tracker/usability/usability-test-run';
import { WIDGET_TAG } from '../../src/tracker/usability/widget-host';

const TEST: UsabilityTest = {
  title: 'Choose a box', description: 'Help us see how easy it is.', guidelines: 'Think aloud as you go.', conclusion: 'We read every answer.',
  reqMic: true, reqCamera: false,
  tasks: [
    { task_id: 11, title: 'Find the box', description: 'From the home page, find the box.', allow_typing: false },
    { task_id: 12, title: 'Tell us', description: 'Was anything confusing?', allow_typing: true },
  ],
};

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

function setup(options: { progress?: UsabilityProgress | null; test?: UsabilityTest; upload?: 'ok' | 'fail' | 'hold'; outcome?: RecordingOutcome } = {}) {
  const sent: Sent[] = [];
  let clock = 1_000_000;
  let releaseUpload: () => void = () => {};
  const held = new Promise<void>((resolve) => (releaseUpload = resolve));
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    sent.push({ url, method: init?.method ?? 'GET', body });
    if (url.endsWith('/upload-url')) {
      if (options.upload === 'fail') return new Response('down', { status: 503 });
      return Response.json({ url: 'https://ingest.test/ingest/v1/web/uxt/upload/s1?expires=1&signature=x' });
    }
    if (init?.method === 'PUT') {
      if (options.upload === 'hold') await held;
      return new Response(null, { status: 200 });
    }
    return Response.json({});
  }) as unknown as typeof fetch;
  const store = new UsabilityProgressStore(guardedStorage(() => localStorage), '__pawprint');
  const recorder = {
    recording: false,
    start: vi.fn(async () => {
      recorder.recording = true;
      return options.outcome ?? ('recording' as RecordingOutcome);
    }),
    stop: vi.fn(async () => {
      recorder.recording = false;
      return [{ kind: 'screen' as const, video: new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: 'video/webm' }) }];
    }),
  };
  const closeWindow = vi.fn();
  const log = vi.fn();
  const api = new UsabilityApi('https://ingest.test/ingest', () => 'token-1', fetchFn, log);
  new UsabilityTestRun(7, options.test ?? TEST, 'sess-1', options.progress ?? null, {
    api, store, recorder, log, now: () => clock, closeWindow,
  });
  const host = document.querySelector(WIDGET_TAG)!;
  const widget = () => within(host.shadowRoot!.querySelector('.uxt') as HTMLElement);
  const signals = (kind: 'test' | 'task') => sent.filter((s) => s.url.endsWith(`/signals/${kind}`)).map((s) => s.body);
  return { sent, signals, widget, host, recorder, closeWindow, log, store, releaseUpload, tick: (ms: number) => (clock += ms) };
}

afterEach(() => {
  document.querySelector(WIDGET_TAG)?.remove();
  vi.restoreAllMocks();
});

/** The value `property` gets from the widget's own style sheet for `element` (jsdom computes no adopted sheets). */
function ruleValue(host: Element, element: Element, property: string): string {
  const sheets = [...(host.shadowRoot!.adoptedStyleSheets ?? []), ...[...host.shadowRoot!.querySelectorAll('style')].map((s) => s.sheet!)];
  let value = '';
  for (const sheet of sheets) {
    for (const rule of sheet.cssRules) {
      if (rule instanceof CSSStyleRule && element.matches(rule.selectorText) && rule.style.getPropertyValue(property)) value = rule.style.getPropertyValue(property);
    }
  }
  return value;
}

describe('Usability-test widget: greeting', () => {
  it("shows the test's title and the welcome text, asks for the microphone when the test does, and 'Read guidelines to begin'", () => {
    const { widget } = setup();
    const dialog = widget().getByRole('dialog', { name: 'Choose a box' });
    expect(dialog.textContent).toContain('This tab is recorded while you take the test');
    expect(dialog.textContent).toContain('Please allow your microphone when your browser asks.');
    expect(widget().getByRole('button', { name: 'Read guidelines to begin' })).toBeTruthy();
  });

  it('lives in a shadow root the recorder leaves out', () => {
    const { host } = setup();
    expect(host.shadowRoot).not.toBeNull();
    expect(isRecordable(host)).toBe(false);
  });
});

describe('Usability-test widget: guidelines and tasks', () => {
  it("'Read guidelines to begin' starts the video and the test (begin), and shows 'Introduction & Guidelines' with 'Begin Test'", async () => {
    const { widget, recorder, signals, store } = setup();
    fireEvent.click(widget().getByRole('button', { name: 'Read guidelines to begin' }));
    expect(recorder.start).toHaveBeenCalledWith(true, false);
    expect(widget().getByRole('button', { name: 'Introduction & Guidelines' }).getAttribute('aria-expanded')).toBe('true');
    expect(widget().getByRole('region', { name: 'Introduction & Guidelines' }).textContent).toContain('Think aloud as you go.');
    expect(widget().getByRole('button', { name: 'Begin Test' })).toBeTruthy();
    await waitFor(() => expect(signals('test')).toEqual([{ testId: 7, status: 'begin', duration: 0, timestamp: 1_000_000 }]));
    expect(store.read()).toMatchObject({ testId: '7', taskIndex: String(GUIDELINES_INDEX), sessionId: 'sess-1', testStart: '1000000' });
    await waitFor(() => expect(widget().getByRole('status').textContent).toContain('Recording the screen'));
  });

  it("each task sends begin then done with its duration; 'Your answer' only where typing is allowed, and its text only there", async () => {
    const { widget, signals, tick, store } = setup();
    fireEvent.click(widget().getByRole('button', { name: 'Read guidelines to begin' }));
    tick(2000);
    fireEvent.click(widget().getByRole('button', { name: 'Begin Test' }));
    expect(widget().getByRole('heading', { name: 'Task 1 of 2: Find the box' })).toBeTruthy();
    expect(widget().queryByLabelText('Your answer')).toBeNull();
    expect(widget().getByRole('list', { name: 'Task progress' }).querySelector('[aria-current="step"]')?.textContent).toContain('Task 1 of 2, current');
    expect(store.read().taskIndex).toBe('0');
    tick(5000);
    fireEvent.click(widget().getByRole('button', { name: 'Done, Next' }));
    expect(widget().getByRole('heading', { name: 'Task 2 of 2: Tell us' })).toBeTruthy();
    expect(widget().getByText('Task 1 of 2, done')).toBeTruthy();
    fireEvent.input(widget().getByLabelText('Your answer'), { target: { value: 'The sizes were unclear' } });
    tick(3000);
    fireEvent.click(widget().getByRole('button', { name: 'Done, Next' }));
    await waitFor(() => expect(signals('task')).toHaveLength(4));
    expect(signals('task')).toEqual([
      { testId: 7, taskId: 11, status: 'begin', duration: 0, timestamp: 1_002_000 },
      { testId: 7, taskId: 11, status: 'done', duration: 5000, timestamp: 1_007_000 },
      { testId: 7, taskId: 12, status: 'begin', duration: 0, timestamp: 1_007_000 },
      { testId: 7, taskId: 12, status: 'done', duration: 3000, timestamp: 1_010_000, taskAnswer: 'The sizes were unclear' },
    ]);
  });

  it("the title bar and 'Collapse Panel' collapse the widget; the title bar opens it again; the guidelines fold and unfold", () => {
    const { widget } = setup({ progress: { testId: 7, testStart: 1, taskIndex: 0, sessionId: 'sess-1', taskStart: 1 } });
    const titlebar = widget().getByRole('button', { name: 'Choose a box' });
    fireEvent.click(widget().getByRole('button', { name: 'Collapse Panel' }));
    expect(titlebar.getAttribute('aria-expanded')).toBe('false');
    expect(widget().queryByRole('button', { name: 'Done, Next' })).toBeNull();
    fireEvent.click(titlebar);
    expect(titlebar.getAttribute('aria-expanded')).toBe('true');
    const guidelines = widget().getByRole('button', { name: 'Introduction & Guidelines' });
    expect(guidelines.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(guidelines);
    expect(guidelines.getAttribute('aria-expanded')).toBe('true');
    // jsdom keeps a stale computed style inside shadow roots after `hidden` changes, so the part is checked by its attribute.
    const part = widget().getByRole('region', { name: 'Introduction & Guidelines', hidden: true });
    expect(part.closest('[hidden]')).toBeNull();
    expect(part.textContent).toContain('Think aloud as you go.');
  });
});

describe('Usability-test widget: end', () => {
  it("after the last task: done, 'Thank you!' with the conclusion, 'Submitting Feedback' until the video is stored, then 'End Session' closes", async () => {
    const { widget, signals, tick, sent, closeWindow, host, releaseUpload, store } = setup({ upload: 'hold' });
    fireEvent.click(widget().getByRole('button', { name: 'Read guidelines to begin' }));
    fireEvent.click(widget().getByRole('button', { name: 'Begin Test' }));
    fireEvent.click(widget().getByRole('button', { name: 'Done, Next' }));
    tick(9000);
    fireEvent.click(widget().getByRole('button', { name: 'Done, Next' }));
    expect(widget().getByRole('heading', { name: 'Thank you!' })).toBeTruthy();
    expect(widget().getByText('We read every answer.')).toBeTruthy();
    const submitting = widget().getByRole('button', { name: 'Submitting Feedback' });
    expect(submitting.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(submitting);
    expect(closeWindow).not.toHaveBeenCalled();
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    expect(signals('test').at(-1)).toEqual({ testId: 7, status: 'done', duration: 9000, timestamp: 1_009_000 });
    expect(store.read().testId).toBeNull();
    releaseUpload();
    fireEvent.click(await widget().findByRole('button', { name: 'End Session' }));
    expect(closeWindow).toHaveBeenCalledOnce();
    expect(host.isConnected).toBe(false);
  });

  it("a failed upload is logged and the button still becomes 'End Session'", async () => {
    const { widget, log } = setup({ upload: 'fail', test: { ...TEST, conclusion: '' } });
    fireEvent.click(widget().getByRole('button', { name: 'Read guidelines to begin' }));
    fireEvent.click(widget().getByRole('button', { name: 'Abort Session' }));
    expect(await widget().findByRole('button', { name: 'End Session' })).toBeTruthy();
    expect(widget().getByText('Thank you for taking part. Your feedback helps make this site better.')).toBeTruthy();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('cannot get an upload URL: 503'));
  });

  it("'Abort Session' sends skipped with the time since the test began", async () => {
    const { widget, signals, tick } = setup();
    fireEvent.click(widget().getByRole('button', { name: 'Read guidelines to begin' }));
    fireEvent.click(widget().getByRole('button', { name: 'Begin Test' }));
    tick(4000);
    fireEvent.click(widget().getByRole('button', { name: 'Abort Session' }));
    await waitFor(() => expect(signals('test').at(-1)).toEqual({ testId: 7, status: 'skipped', duration: 4000, timestamp: 1_004_000 }));
    expect(signals('task').map((s) => (s as { status: string }).status)).toEqual(['begin']);
  });
});

describe('Usability-test widget: back after a reload', () => {
  it("comes back on the stored task, its clock running from its begin, and 'Resume recording' starts the video again", async () => {
    const { widget, recorder, signals, tick } = setup({ progress: { testId: 7, testStart: 990_000, taskIndex: 1, sessionId: 'sess-1', taskStart: 995_000 } });
    expect(widget().queryByRole('button', { name: 'Read guidelines to begin' })).toBeNull();
    expect(widget().getByRole('heading', { name: 'Task 2 of 2: Tell us' })).toBeTruthy();
    fireEvent.click(widget().getByRole('button', { name: 'Resume recording' }));
    expect(recorder.start).toHaveBeenCalledOnce();
    await waitFor(() => expect(widget().getByRole('status').textContent).toContain('Recording the screen'));
    tick(1000);
    fireEvent.click(widget().getByRole('button', { name: 'Done, Next' }));
    await waitFor(() => expect(signals('task')[0]).toMatchObject({ taskId: 12, status: 'done', duration: 6000, taskAnswer: '' }));
  });

  it('says so when the browser cannot record, and the test goes on', async () => {
    const { widget } = setup({ outcome: 'unavailable' });
    fireEvent.click(widget().getByRole('button', { name: 'Read guidelines to begin' }));
    await waitFor(() => expect(widget().getByRole('status').textContent).toContain('The screen is not being recorded'));
    expect(widget().getByRole('button', { name: 'Begin Test' })).toBeTruthy();
  });
});


describe('Usability-test widget: its texts', () => {
  it("the guidelines' and the task's description areas are at most 250 px high and scroll beyond", () => {
    const long = 'A long line of what to do. '.repeat(200);
    const { widget, host } = setup({
      test: { ...TEST, guidelines: long, tasks: [{ ...TEST.tasks[0], description: long }, TEST.tasks[1]] },
      progress: { testId: 7, testStart: 1, taskIndex: 0, sessionId: 'sess-1', taskStart: 1 },
    });
    const areas = [widget().getByRole('region', { name: 'Find the box' }), widget().getByRole('region', { name: 'Introduction & Guidelines', hidden: true })];
    for (const area of areas) {
      expect(ruleValue(host, area, 'max-height')).toBe('250px');
      expect(ruleValue(host, area, 'overflow')).toBe('auto');
    }
  });
});

describe('Usability-test widget: dragging', () => {
  const SIZE = { width: 340, height: 400 };
  /** The panel's place on screen, from the transform that puts it there. */
  const placeOf = (panel: HTMLElement) => {
    const [, x, y] = /translate\((-?\d+)px, (-?\d+)px\)/.exec(panel.style.transform)!;
    return { x: Number(x), y: Number(y) };
  };
  const onScreen = (p: { x: number; y: number }) =>
    p.x >= 0 && p.y >= 0 && p.x + SIZE.width <= window.innerWidth && p.y + SIZE.height <= window.innerHeight;

  function dragSetup() {
    // jsdom lays nothing out: the panel is given its size, the rest none.
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('panel') ? SIZE.width : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('panel') ? SIZE.height : 0;
    });
    const ctx = setup({ progress: { testId: 7, testStart: 1, taskIndex: 0, sessionId: 'sess-1', taskStart: 1 } });
    const panel = ctx.widget().getByRole('dialog', { name: 'Usability test: Choose a box' });
    const titlebar = ctx.widget().getByRole('button', { name: 'Choose a box' });
    return { ...ctx, panel, titlebar };
  }

  function drag(handle: HTMLElement, pointerType: 'mouse' | 'touch', from: { x: number; y: number }, to: { x: number; y: number }) {
    const common = { pointerId: pointerType === 'mouse' ? 1 : 2, pointerType, button: 0, isPrimary: true };
    fireEvent.pointerDown(handle, { ...common, clientX: from.x, clientY: from.y });
    fireEvent.pointerMove(handle, { ...common, clientX: (from.x + to.x) / 2, clientY: (from.y + to.y) / 2 });
    fireEvent.pointerMove(handle, { ...common, clientX: to.x, clientY: to.y });
    fireEvent.pointerUp(handle, { ...common, clientX: to.x, clientY: to.y });
    // The browser's click after the press: a drag is not a toggle.
    fireEvent.click(handle);
  }

  it('sits top-right at first', () => {
    const { panel } = dragSetup();
    expect(placeOf(panel)).toEqual({ x: window.innerWidth - SIZE.width - 16, y: 16 });
  });

  it.each(['mouse', 'touch'] as const)('moves with the %s by its title bar, and the drag does not collapse it', (pointerType) => {
    const { panel, titlebar } = dragSetup();
    const start = placeOf(panel);
    drag(titlebar, pointerType, { x: start.x + 50, y: start.y + 10 }, { x: start.x - 150, y: start.y + 210 });
    expect(placeOf(panel)).toEqual({ x: start.x - 200, y: start.y + 200 });
    expect(titlebar.getAttribute('aria-expanded')).toBe('true');
  });

  it.each(['mouse', 'touch'] as const)('is kept whole on the screen however far the %s drags it', (pointerType) => {
    const { panel, titlebar } = dragSetup();
    const start = placeOf(panel);
    drag(titlebar, pointerType, { x: start.x + 50, y: start.y + 10 }, { x: 5000, y: 5000 });
    expect(placeOf(panel)).toEqual({ x: window.innerWidth - SIZE.width - 8, y: window.innerHeight - SIZE.height - 8 });
    drag(titlebar, pointerType, { x: window.innerWidth - 100, y: window.innerHeight - 300 }, { x: -5000, y: -5000 });
    expect(placeOf(panel)).toEqual({ x: 8, y: 8 });
    expect(onScreen(placeOf(panel))).toBe(true);
  });

  it('a press that hardly moves stays a click (it collapses the widget), and the drag of another finger is ignored', () => {
    const { panel, titlebar } = dragSetup();
    const start = placeOf(panel);
    fireEvent.pointerDown(titlebar, { pointerId: 1, pointerType: 'touch', button: 0, clientX: 700, clientY: 30 });
    fireEvent.pointerMove(titlebar, { pointerId: 2, pointerType: 'touch', button: 0, clientX: 100, clientY: 300 });
    fireEvent.pointerMove(titlebar, { pointerId: 1, pointerType: 'touch', button: 0, clientX: 702, clientY: 31 });
    fireEvent.pointerUp(titlebar, { pointerId: 1, pointerType: 'touch', button: 0, clientX: 702, clientY: 31 });
    fireEvent.click(titlebar);
    expect(placeOf(panel)).toEqual(start);
    expect(titlebar.getAttribute('aria-expanded')).toBe('false');
  });

  it('stays on the screen when the window shrinks', () => {
    const { panel, titlebar } = dragSetup();
    drag(titlebar, 'mouse', { x: 900, y: 30 }, { x: 5000, y: 5000 });
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(600);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(500);
    window.dispatchEvent(new Event('resize'));
    expect(placeOf(panel)).toEqual({ x: 600 - SIZE.width - 8, y: 500 - SIZE.height - 8 });
  });

  it('its title bar takes touches for the drag, not for scrolling the page', () => {
    const { host, titlebar } = dragSetup();
    expect(ruleValue(host, titlebar, 'touch-action')).toBe('none');
  });
});

describe('Usability-test widget: by keyboard alone', () => {
  const THREE: UsabilityTest = {
    ...TEST,
    tasks: [TEST.tasks[0], { task_id: 12, title: 'Tell us', description: 'Was anything confusing?', allow_typing: true }, { task_id: 13, title: 'Check out', description: '', allow_typing: false }],
  };

  it('Tab, Enter and Space take the tester through the guidelines, the tasks (typing an answer), Abort and End Session, focus moving where they work', async () => {
    const user = userEvent.setup({ document });
    const { widget, host, signals, closeWindow } = setup({ test: THREE });
    const focused = () => host.shadowRoot!.activeElement as HTMLElement | null;
    /**
     * Tab, as the browser moves it through the widget's shadow root (user-event's Tab does not enter shadow
     * roots): to the next element in tree order that takes the focus and is shown. The browser journey
     * presses the real Tab.
     */
    const tab = async () => {
      const all = [...host.shadowRoot!.querySelectorAll<HTMLElement>('button, textarea, [tabindex]')];
      const after = all.slice(all.indexOf(focused()!) + 1);
      await user.keyboard('{Tab>}');
      after.find((e) => e.tabIndex >= 0 && !e.closest('[hidden]') && !(e as HTMLButtonElement).disabled)?.focus();
      await user.keyboard('{/Tab}');
    };
    /** Presses Tab until `target` has the focus (at most `most` times); every stop is in the widget. */
    const tabTo = async (target: HTMLElement, most: number) => {
      for (let i = 0; i < most && focused() !== target; i++) {
        await tab();
        expect(focused(), 'Tab left the widget').not.toBeNull();
      }
      expect(focused()).toBe(target);
    };

    expect(focused()).toBe(widget().getByRole('button', { name: 'Read guidelines to begin' }));
    await user.keyboard('{Enter}');
    // The guidelines are where the focus goes: read, then on to 'Begin Test'.
    expect(focused()).toBe(widget().getByRole('region', { name: 'Introduction & Guidelines' }));
    await tabTo(widget().getByRole('button', { name: 'Begin Test' }), 1);
    await user.keyboard(' ');
    expect(focused()).toBe(widget().getByRole('heading', { name: 'Task 1 of 3: Find the box' }));
    await tabTo(widget().getByRole('button', { name: 'Done, Next' }), 3);
    await user.keyboard('{Enter}');
    expect(focused()).toBe(widget().getByRole('heading', { name: 'Task 2 of 3: Tell us' }));
    await tabTo(widget().getByLabelText('Your answer'), 2);
    await user.keyboard('Sizes unclear');
    await tabTo(widget().getByRole('button', { name: 'Done, Next' }), 2);
    await user.keyboard(' ');
    expect(focused()).toBe(widget().getByRole('heading', { name: 'Task 3 of 3: Check out' }));
    await tabTo(widget().getByRole('button', { name: 'Abort Session' }), 6);
    await user.keyboard('{Enter}');
    expect(focused()).toBe(widget().getByRole('heading', { name: 'Thank you!' }));
    const end = await widget().findByRole('button', { name: 'End Session' });
    await tabTo(end, 1);
    await user.keyboard('{Enter}');
    expect(closeWindow).toHaveBeenCalledOnce();

    await waitFor(() => expect(signals('test').map((s) => (s as { status: string }).status)).toEqual(['begin', 'skipped']));
    expect(signals('task')).toContainEqual(expect.objectContaining({ taskId: 12, status: 'done', taskAnswer: 'Sizes unclear' }));
  });

  it("the collapsed widget opens again from its title bar with Enter, and 'Collapse Panel' leaves the focus on the title bar", async () => {
    const user = userEvent.setup({ document });
    const { widget, host } = setup({ progress: { testId: 7, testStart: 1, taskIndex: 0, sessionId: 'sess-1', taskStart: 1 } });
    widget().getByRole('button', { name: 'Collapse Panel' }).focus();
    await user.keyboard('{Enter}');
    const titlebar = widget().getByRole('button', { name: 'Choose a box' });
    expect(host.shadowRoot!.activeElement).toBe(titlebar);
    expect(titlebar.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard(' ');
    expect(titlebar.getAttribute('aria-expanded')).toBe('true');
  });

  it("after 'Resume recording' the focus stays in the widget", async () => {
    const user = userEvent.setup({ document });
    const { widget, host } = setup({ progress: { testId: 7, testStart: 1, taskIndex: 0, sessionId: 'sess-1', taskStart: 1 } });
    widget().getByRole('button', { name: 'Resume recording' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(widget().getByRole('status').textContent).toContain('Recording the screen'));
    expect(host.shadowRoot!.activeElement).not.toBeNull();
  });

  it('shows where the focus is on everything that takes it, the task heading it moves to included', () => {
    const { host, widget } = setup({ progress: { testId: 7, testStart: 1, taskIndex: 0, sessionId: 'sess-1', taskStart: 1 } });
    const focusables = [
      ...widget().getAllByRole('button'), widget().getByRole('heading', { name: 'Task 1 of 2: Find the box' }),
      widget().getByRole('region', { name: 'Find the box' }),
    ];
    for (const element of focusables) {
      element.focus();
      // jsdom has no :focus-visible: the rule is read for :focus, as a keyboard user's focus matches both.
      const rules = [...host.shadowRoot!.adoptedStyleSheets].flatMap((s) => [...s.cssRules]).filter((r): r is CSSStyleRule => r instanceof CSSStyleRule);
      const ring = rules.filter((r) => r.selectorText.includes(':focus-visible') && element.matches(r.selectorText.replaceAll(':focus-visible', ':focus')));
      expect(ring.map((r) => r.style.getPropertyValue('outline')).filter(Boolean), element.outerHTML.slice(0, 60)).not.toEqual([]);
      const hidden = rules.filter((r) => element.matches(r.selectorText.replaceAll(':focus-visible', ':focus')) && r.style.getPropertyValue('outline').startsWith('none'));
      expect(hidden.map((r) => r.selectorText), element.outerHTML.slice(0, 60)).toEqual([]);
    }
  });
});
