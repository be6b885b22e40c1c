// One tester's run of a usability test (001 §4): greeting, guidelines (test begin), tasks (each
// begin then done), end (test done); abort sends skipped. Progress is kept in local storage after
// every step, the video is recorded from the greeting's click and uploaded at the end. The rules
// (next task, durations, what a signal carries) are the domain's.
import {
  beginTest,
  nextTask,
  stageOf,
  type UsabilityProgress,
} from '../../domain/recording/usability-progress';
import { taskSignal, testSignal, type UsabilityTest } from '../../domain/recording/usability-test';
import type { Log, UsabilityApi } from './usability-api';
import type { UsabilityProgressStore } from './usability-progress-store';
import type { RecordingOutcome, VideoKind } from './screen-recorder';
import { endScreen, greetingScreen } from './widget-screens';
import { mountWidgetHost, type WidgetHost } from './widget-host';
import { WidgetPanel, type RecordingStatus } from './widget-panel';

/** What the run records video with (the screen recorder, or a fake in tests). */
export interface VideoRecorder {
  readonly recording: boolean;
  start(reqMic: boolean, reqCamera: boolean): Promise<RecordingOutcome>;
  stop(): Promise<{ kind: VideoKind; video: Blob }[]>;
}

export interface RunDeps {
  api: UsabilityApi;
  store: UsabilityProgressStore;
  recorder: VideoRecorder;
  now: () => number;
  log: Log;
  /** Videos of earlier pages of this run (kept over a reload), uploaded at the end with the last one. */
  earlierVideos?: () => Promise<Blob[]>;
  /** Called once every video has been uploaded (or failed): the kept ones may go. */
  videosSent?: () => void;
  /** 'End Session': the window closes (when the browser lets a script close it) and the widget goes. */
  closeWindow?: () => void;
}

export class UsabilityTestRun {
  readonly #host: WidgetHost;
  #panel: WidgetPanel | null = null;
  #ended = false;
  #recordingStatus: RecordingStatus = 'none';
  /** The devices being asked for: the end waits for the answer before it stops the video. */
  #starting: Promise<void> | null = null;

  readonly #testId: number;

  readonly #test: UsabilityTest;

  readonly #sessionId: string;

  readonly #deps: RunDeps;

  constructor(
    testId: number,
    test: UsabilityTest,
    sessionId: string,
    private progress: UsabilityProgress | null,
    deps: RunDeps,
  ) {
    this.#deps = deps;
    this.#sessionId = sessionId;
    this.#test = test;
    this.#testId = testId;
    this.#host = mountWidgetHost();
    const stage = stageOf(progress);
    if (stage.kind === 'greeting') this.#showGreeting();
    else {
      // Back after a reload or on the next page: the same task, its clock still running; the video
      // needs the tester's click to start again.
      this.#recordingStatus = 'paused';
      this.#showPanel();
    }
  }

  #showGreeting(): void {
    const screen = greetingScreen(this.#test, () => this.#readGuidelines());
    this.#host.frame.replaceChildren(screen);
    screen.querySelector('button')?.focus();
  }

  #showPanel(): void {
    if (!this.#panel) {
      this.#panel = new WidgetPanel(this.#test, {
        beginTest: () => this.#next(),
        doneNext: (answer) => this.#doneNext(answer),
        abort: () => void this.#finish('skipped'),
        resumeRecording: () => void this.#record(),
      });
      this.#host.frame.replaceChildren(this.#panel.element);
      this.#panel.placed();
    }
    this.#panel.setRecording(this.#recordingStatus);
    const stage = stageOf(this.progress);
    if (stage.kind === 'guidelines' || stage.kind === 'task') this.#panel.show(stage);
  }

  /** 'Read guidelines to begin': the video starts (within the click, as browsers require) and the test begins. */
  #readGuidelines(): void {
    if (this.progress || this.#ended) return;
    const recorded = this.#record();
    const now = this.#deps.now();
    this.progress = beginTest(this.#testId, this.#sessionId, now);
    this.#deps.store.write(this.progress);
    void this.#deps.api.signal('test', testSignal(this.#testId, 'begin', now, now));
    this.#showPanel();
    void recorded;
  }

  #record(): Promise<void> {
    if (this.#deps.recorder.recording || this.#ended || this.#starting) return this.#starting ?? Promise.resolve();
    this.#starting = this.#deps.recorder.start(this.#test.reqMic, this.#test.reqCamera).then((outcome) => {
      this.#starting = null;
      if (this.#ended) return;
      this.#recordingStatus = outcome === 'recording' ? 'recording' : 'unavailable';
      this.#panel?.setRecording(this.#recordingStatus);
    });
    return this.#starting;
  }

  /** 'Begin Test', or the task after the one just done: its begin signal, or the end after the last. */
  #next(): void {
    if (!this.progress || this.#ended) return;
    const now = this.#deps.now();
    const next = nextTask(this.progress, this.#test.tasks.length, now);
    if (!next) {
      void this.#finish('done');
      return;
    }
    this.progress = next;
    this.#deps.store.write(next);
    void this.#deps.api.signal('task', taskSignal(this.#testId, this.#test.tasks[next.taskIndex], 'begin', now, now));
    this.#showPanel();
  }

  /** 'Done, Next': the task's done signal (with the answer where typing is allowed), then the next. */
  #doneNext(answer: string): void {
    const progress = this.progress;
    if (!progress || this.#ended || progress.taskIndex < 0) return;
    const task = this.#test.tasks[progress.taskIndex];
    void this.#deps.api.signal('task', taskSignal(this.#testId, task, 'done', progress.taskStart, this.#deps.now(), answer));
    this.#next();
  }

  /** The end (done) or an abort (skipped): the test's signal, the thanks, the videos' upload. */
  async #finish(status: 'done' | 'skipped'): Promise<void> {
    if (!this.progress || this.#ended) return;
    this.#ended = true;
    const now = this.#deps.now();
    void this.#deps.api.signal('test', testSignal(this.#testId, status, this.progress.testStart, now));
    this.#deps.store.clear();
    this.#panel?.destroy();
    this.#panel = null;
    const end = endScreen(this.#test, () => this.#endSession());
    this.#host.frame.replaceChildren(end.element);
    end.focus();
    try {
      await this.#starting;
      const earlier = (await this.#deps.earlierVideos?.()) ?? [];
      const videos = [...earlier, ...(await this.#deps.recorder.stop()).map((v) => v.video)];
      for (const video of videos) await this.#deps.api.uploadVideo(video);
      this.#deps.videosSent?.();
    } catch (error) {
      this.#deps.log(`video upload failed: ${String(error)}`);
    }
    end.uploaded();
  }

  #endSession(): void {
    try {
      (this.#deps.closeWindow ?? (() => window.close()))();
    } catch {
      // a window the script did not open stays open
    }
    this.#host.remove();
  }
}
