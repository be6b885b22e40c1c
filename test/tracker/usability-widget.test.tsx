// The usability-test widget in jsdom, as a tester meets it (001 §2, §4, §5): the greeting, the
// guidelines, each task, the end while the video uploads and after; abort; coming back after a
// reload; collapse. The ingest is a fake fetch that records what the widget sends.
import { fireEvent, waitFor, within } from '@testing-library/dom';
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
});

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
