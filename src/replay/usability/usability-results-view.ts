// In the player, beside the replayed page: a session's usability test as the owner reads it, its
// outcome (begin, done, skipped), each task's duration and answer, and the screen video(s).
import type { TestResult } from '../../domain/recording';
import { el, formatClock } from '../format';
import { INGEST_API } from '../session-source';

export interface UsabilityResults {
  tests: TestResult[];
  videos: { name: string; bytes: number; at: number; url: string }[];
}

const OUTCOME: Record<string, string> = { begin: 'Not finished', done: 'Done', skipped: 'Skipped (aborted)' };
const TASK_OUTCOME: Record<string, string> = { begin: 'Begun, not done', done: 'Done', skipped: 'Skipped' };

export async function fetchUsabilityResults(sessionID: string, fetchFn: typeof fetch = fetch): Promise<UsabilityResults | null> {
  const response = await fetchFn(`${INGEST_API}/usability-results/${encodeURIComponent(sessionID)}`);
  if (!response.ok) return null;
  return response.json() as Promise<UsabilityResults>;
}

/** A recorder's webm has no duration in its header: reading to its end once gives the player one. */
function withDuration(video: HTMLVideoElement): HTMLVideoElement {
  video.addEventListener('loadedmetadata', () => {
    if (video.duration !== Infinity) return;
    const back = () => {
      video.removeEventListener('durationchange', back);
      video.currentTime = 0;
    };
    video.addEventListener('durationchange', back);
    video.currentTime = Number.MAX_SAFE_INTEGER;
  });
  return video;
}

/** Under a minute in seconds with a tenth ('4.2 s'), else as the clock reads ('1:15'). */
export function formatDuration(ms: number): string {
  return ms < 60_000 ? `${(ms / 1000).toFixed(1)} s` : formatClock(ms);
}

/** One item per task (the side column is narrow): outcome, time, and the answer under it. */
function taskList(test: TestResult): HTMLElement {
  return el('ol', { class: 'uxt-tasks', 'aria-label': `Tasks of ${test.title}` }, test.tasks.map((t) =>
    el('li', {}, [
      el('span', { class: 'uxt-task-title' }, [t.title]),
      el('span', { class: 'uxt-task-facts' }, [`${t.status ? TASK_OUTCOME[t.status] : 'Not reached'}${t.duration === null ? '' : ` · ${formatDuration(t.duration)}`}`]),
      t.answer !== null ? el('blockquote', { class: 'uxt-answer' }, [t.answer || '(no answer typed)']) : null,
    ])));
}

/** The results section, or null for a session that ran no test. */
export function usabilityResultsSection(results: UsabilityResults): HTMLElement | null {
  if (results.tests.length === 0 && results.videos.length === 0) return null;
  const tests = results.tests.map((test) =>
    el('div', { class: 'uxt-test' }, [
      el('h3', {}, [test.title]),
      el('p', { class: 'uxt-outcome' }, [`${OUTCOME[test.status] ?? test.status}${test.duration === null ? '' : ` in ${formatDuration(test.duration)}`}`]),
      taskList(test),
    ]));
  const videos = results.videos.map((v, i) =>
    el('figure', { class: 'uxt-video' }, [
      withDuration(el('video', { src: v.url, controls: true, preload: 'metadata', 'aria-label': `Screen video ${i + 1} of the usability test` })),
      el('figcaption', {}, [`Screen video${results.videos.length > 1 ? ` ${i + 1}` : ''} · ${(v.bytes / 1_000_000).toFixed(1)} MB`]),
    ]));
  return el('section', { class: 'uxt-results', 'aria-labelledby': 'uxt-results-title' }, [
    el('h2', { id: 'uxt-results-title' }, ['Usability test']),
    ...tests,
    ...(videos.length ? videos : [el('p', { class: 'replay-empty' }, ['No screen video was uploaded.'])]),
  ]);
}

/** Puts the session's results at the top of the player's side column, once they arrive. */
export function showUsabilityResults(root: HTMLElement, sessionID: string): void {
  fetchUsabilityResults(sessionID)
    .then((results) => {
      const section = results && usabilityResultsSection(results);
      const aside = root.querySelector('.replay-events');
      if (section && aside) aside.prepend(section);
    })
    .catch(() => {
      // the replay works without them
    });
}
