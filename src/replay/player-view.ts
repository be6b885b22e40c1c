// The player screen: the replayed page in a sandboxed frame scaled to fit, pointer and clicks
// drawn over it, the controls (play/pause, timeline, speeds, idle skipping) and the side list
// of events that jumps the player to each. Space plays or pauses; arrows jump 5 s.
import { el, formatClock, formatStart } from './format';
import { Player, SPEEDS, type Speed, type Stage } from './player';
import type { SessionDetails } from './session-source';
import type { BatchSink, BatchSource } from './session-loader';
import { TimelineBuilder, type ReplayEvent } from './timeline';
import { momentAddress } from './moment-link';
import { CanvasPainter, snapshotsOf } from './canvas-snapshots';
import { renderDevtools } from './devtools-view';
import { INGEST_API } from './session-source';
import './devtools.css';

const SEEK_STEP_MS = 5000;
export const REPLAY_FRAME_PATH = '/replay-frame.html';
const DEFAULT_VIEWPORT = { width: 1280, height: 800 };
const EVENT_NAMES: Record<ReplayEvent['kind'], string> = { click: 'Click', input: 'Input', page: 'Page', custom: 'Event', issue: 'Issue', tag: 'Tag' };

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['range', 'checkbox', 'button', 'radio'].includes(target.type);
}

export interface PlayerScreen {
  player: Player;
  destroy(): void;
}

/**
 * Shows the player for a session whose batches `source` brings. Resolves once the first frame is
 * shown (the first batch is in); the rest of the session loads under the playing player.
 */
export async function renderPlayer(root: HTMLElement, session: SessionDetails, source: BatchSource, onBack: () => void): Promise<PlayerScreen> {
  const { summary } = session;
  const builder = new TimelineBuilder({ expectedDuration: summary.duration });
  const { timeline } = builder;
  // the session's length as far as it is known: the summary's until every batch is in
  const total = () => (timeline.complete ? timeline.duration : Math.max(summary.duration, timeline.duration));

  const back = el('a', { href: '/replay', class: 'replay-back' }, ['← All sessions']);
  back.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.button !== 0) return;
    event.preventDefault();
    onBack();
  });
  const factsText = () => [summary.userID || 'anonymous', summary.browser, `${summary.pages} page${summary.pages === 1 ? '' : 's'}`, formatClock(total())].join(' · ');
  const facts = el('p', { class: 'replay-facts' }, [factsText()]);
  const unreadableNote = el('p', { role: 'alert', hidden: true });

  // An empty page of this server (its own policy: no scripts, styles and images from anywhere); the
  // sandbox without allow-scripts keeps anything recorded from running even so.
  const frame = el('iframe', {
    class: 'replay-frame', title: 'Replayed page', sandbox: 'allow-same-origin', tabindex: '-1', referrerpolicy: 'no-referrer',
    src: REPLAY_FRAME_PATH,
  });
  const pointer = el('div', { class: 'replay-pointer', 'aria-hidden': 'true', hidden: true });
  const screen = el('div', { class: 'replay-screen', 'data-testid': 'replay-screen' }, [frame, pointer]);
  const stageBox = el('div', { class: 'replay-stage' }, [screen]);

  // Play and the timeline wait for the first frame.
  const playButton = el('button', { type: 'button', class: 'replay-play', 'aria-label': 'Play', disabled: true }, ['▶']);
  const clockText = el('span', { class: 'replay-time', 'aria-live': 'off' }, [`0:00 / ${formatClock(total())}`]);
  const range = el('input', {
    type: 'range', class: 'replay-timeline', min: '0', max: String(Math.max(1, Math.round(total()))), step: 'any', value: '0', 'aria-label': 'Timeline', disabled: true,
  });
  // How much has loaded, drawn under the track.
  const loadedBar = el('div', { class: 'replay-loaded', 'aria-hidden': 'true' });
  // Positions go through the CSSOM: the page's policy allows no style attributes.
  const markers = el('div', { class: 'replay-markers', 'aria-hidden': 'true' });
  const markerOf = new Map<HTMLElement, number>();
  const addMarkers = (events: ReplayEvent[]) => {
    for (const e of events) {
      if (e.kind === 'input') continue;
      const marker = el('span', { class: `marker marker-${e.kind}` });
      markerOf.set(marker, e.time);
      marker.style.left = `${total() ? (e.time / total()) * 100 : 0}%`;
      markers.append(marker);
    }
  };
  const speedButtons = SPEEDS.map((s) => el('button', { type: 'button', 'aria-pressed': s === 1 ? 'true' : 'false', 'data-speed': String(s) }, [`${s}×`]));
  const idleBox = el('input', { type: 'checkbox', id: 'skip-idle', checked: true });
  const momentLink = el('a', { class: 'replay-moment-link', href: momentAddress(summary.sessionID, 0) }, ['Link to this moment']);
  const loadStatus = el('p', { class: 'replay-load-status', role: 'status' }, ['Loading the session…']);
  const loadError = el('p', { class: 'replay-load-error', role: 'alert', hidden: true });
  const retryButton = el('button', { type: 'button', class: 'replay-retry', hidden: true }, ['Try again now']);
  const controls = el('div', { class: 'replay-controls' }, [
    playButton,
    clockText,
    el('div', { class: 'replay-track' }, [loadedBar, markers, range]),
    el('div', { class: 'replay-speeds', role: 'group', 'aria-label': 'Speed' }, speedButtons),
    el('label', { class: 'replay-idle', for: 'skip-idle' }, [idleBox, 'Skip idle time']),
    momentLink,
    el('div', { class: 'replay-loading' }, [loadStatus, loadError, retryButton]),
  ]);

  let eventButtons: HTMLButtonElement[] = [];
  const eventButton = (e: ReplayEvent) => {
    const button = el('button', { type: 'button', class: `replay-event event-${e.kind}`, 'data-time': String(e.time), title: e.detail ? `${e.label}: ${e.detail}` : e.label }, [
      el('span', { class: 'event-kind' }, [EVENT_NAMES[e.kind]]),
      el('span', { class: 'event-label' }, [e.label]),
      // a page's entry names the page by the title recorded for it, under its address
      e.kind === 'page' && e.detail ? el('span', { class: 'event-detail' }, [e.detail]) : null,
      el('time', {}, [formatClock(e.time)]),
    ]) as HTMLButtonElement;
    button.addEventListener('click', () => screenPlayer?.seek(e.time));
    return button;
  };
  const eventList = el('ol', { class: 'replay-event-list' });
  const eventsTitle = el('h2', { id: 'events-title' }, ['Events (0)']);
  const noEvents = el('p', { class: 'replay-empty', hidden: true }, ['No clicks, inputs, page changes or issues in this session.']);
  const aside = el('aside', { class: 'replay-events', 'aria-labelledby': 'events-title' }, [eventsTitle, eventList, noEvents]);
  const addEvents = (events: ReplayEvent[]) => {
    const buttons = events.map(eventButton);
    eventButtons.push(...buttons);
    eventList.append(...buttons.map((b) => el('li', {}, [b])));
    eventsTitle.textContent = `Events (${timeline.events.length})`;
  };
  // A page's own title, or a field's last value, may arrive after its entry (only recent entries change).
  const refreshEventTitles = () => {
    timeline.events.forEach((e, i) => {
      if (i < timeline.events.length - 64) return;
      const button = eventButtons[i];
      const title = e.detail ? `${e.label}: ${e.detail}` : e.label;
      if (!button || button.title === title) return;
      button.replaceWith(eventButton(e));
      eventButtons[i] = eventList.children[i].firstElementChild as HTMLButtonElement;
    });
  };

  // The panels read the whole session: they show once it has loaded.
  const devtoolsSlot = el('section', { class: 'replay-devtools', 'aria-label': 'Recorded requests, console and vitals' }, [
    el('p', { class: 'replay-empty' }, ['Requests, console and vitals show once the session has loaded.']),
  ]);
  const main = el('main', { class: 'replay-player', 'aria-busy': 'true' }, [
    el('section', { class: 'replay-main', 'aria-label': 'Player' }, [stageBox, controls, devtoolsSlot]),
    aside,
  ]);
  root.replaceChildren(
    el('header', { class: 'replay-header' }, [
      back,
      el('h1', {}, [`Session of ${formatStart(summary.startTimestamp)}`]),
      facts,
      unreadableNote,
    ]),
    main,
  );

  let screenPlayer: Player | null = null;
  let firstFrame: () => void = () => {};
  const firstBatch = new Promise<void>((resolve) => {
    firstFrame = resolve;
  });
  let lastTotal = total();
  const showProgress = () => {
    const length = total();
    if (length !== lastTotal) {
      lastTotal = length;
      range.max = String(Math.max(1, Math.round(length)));
      for (const [marker, time] of markerOf) marker.style.left = `${length ? (time / length) * 100 : 0}%`;
    }
    loadedBar.style.width = `${length ? Math.min(100, (timeline.duration / length) * 100) : 100}%`;
    facts.textContent = factsText();
    if (source.unreadable) {
      unreadableNote.hidden = false;
      unreadableNote.textContent = `${source.unreadable} stored batch(es) could not be read and are left out.`;
    }
  };
  const sink: BatchSink = {
    batches(batches) {
      for (const batch of batches) {
        const growth = builder.append(batch);
        if (growth.reset) {
          eventList.replaceChildren();
          eventButtons = [];
          markers.replaceChildren();
          markerOf.clear();
        }
        addEvents(growth.events);
        addMarkers(growth.events);
      }
      refreshEventTitles();
      loadError.hidden = true;
      retryButton.hidden = true;
      loadStatus.textContent = `Loading the session… ${formatClock(timeline.duration)} of ${formatClock(total())}`;
      showProgress();
      screenPlayer?.grew();
      firstFrame();
    },
    failed(reason, retryInMs) {
      loadError.hidden = false;
      retryButton.hidden = false;
      const loaded = timeline.messages.length ? ` What has loaded (${formatClock(timeline.duration)}) plays on.` : '';
      const retry = retryInMs === null ? '' : ` Trying again in ${Math.round(retryInMs / 1000)} s.`;
      loadError.textContent = `The rest of the session could not be loaded: ${reason}.${loaded}${retry}`;
    },
    done() {
      builder.finish();
      loadStatus.textContent = '';
      loadStatus.hidden = true;
      loadError.hidden = true;
      retryButton.hidden = true;
      main.setAttribute('aria-busy', 'false');
      noEvents.hidden = timeline.events.length > 0;
      eventList.hidden = timeline.events.length === 0;
      showProgress();
      devtoolsSlot.replaceWith(renderDevtools(timeline.messages, (time) => screenPlayer?.seek(time)));
      screenPlayer?.grew();
      firstFrame();
    },
  };
  retryButton.addEventListener('click', () => {
    loadError.textContent = 'Trying again…';
    retryButton.hidden = true;
    source.retryNow();
  });
  void source.start(sink);

  // The frame's first document is a passing about:blank; the one to build in is the loaded page's.
  await new Promise<void>((resolve) => frame.addEventListener('load', () => resolve(), { once: true }));
  const frameDocument = frame.contentDocument!;
  await firstBatch;

  let viewport = { ...DEFAULT_VIEWPORT };
  const narrow = window.matchMedia('(max-width: 900px)');
  const fit = () => {
    const box = stageBox.getBoundingClientRect();
    // On a narrow screen the page takes the full width and the stage takes its height.
    const scale = (narrow.matches ? Math.min(1, box.width / viewport.width) : Math.min(1, box.width / viewport.width, box.height / viewport.height)) || 1;
    if (narrow.matches) stageBox.style.height = `${Math.ceil(viewport.height * scale)}px`;
    else stageBox.style.removeProperty('height');
    screen.style.width = `${viewport.width}px`;
    screen.style.height = `${viewport.height}px`;
    screen.style.transform = `translate(${Math.max(0, (box.width - viewport.width * scale) / 2)}px, 0) scale(${scale})`;
  };
  const resize = new ResizeObserver(fit);
  resize.observe(stageBox);

  let currentEvent = -1;
  let canvases: CanvasPainter | null = null;
  const stage: Stage = {
    viewport(width, height) {
      viewport = width > 0 && height > 0 ? { width, height } : { ...DEFAULT_VIEWPORT };
      fit();
    },
    pointer(position) {
      pointer.hidden = !position;
      if (position) pointer.style.transform = `translate(${position[0]}px, ${position[1]}px)`;
    },
    click(x, y) {
      const ripple = el('div', { class: 'replay-click', 'aria-hidden': 'true' });
      ripple.style.left = `${x}px`;
      ripple.style.top = `${y}px`;
      screen.append(ripple);
      setTimeout(() => ripple.remove(), 700);
    },
    tick(time, playing) {
      canvases?.paint(time);
      clockText.textContent = `${formatClock(time)} / ${formatClock(total())}`;
      momentLink.href = momentAddress(summary.sessionID, time);
      range.value = String(Math.round(time));
      range.setAttribute('aria-valuetext', `${formatClock(time)} of ${formatClock(total())}`);
      stageBox.classList.toggle('replay-buffering', !!screenPlayer?.buffering);
      playButton.textContent = playing ? '❚❚' : '▶';
      playButton.setAttribute('aria-label', playing ? 'Pause' : 'Play');
      let index = -1;
      for (let i = 0; i < timeline.events.length && timeline.events[i].time <= time; i++) index = i;
      if (index !== currentEvent) {
        eventButtons[currentEvent]?.removeAttribute('aria-current');
        eventButtons[index]?.setAttribute('aria-current', 'true');
        if (playing) eventButtons[index]?.scrollIntoView?.({ block: 'nearest' });
        currentEvent = index;
      }
    },
  };
  const player = new Player(timeline, frameDocument, stage);
  screenPlayer = player;
  playButton.disabled = false;
  range.disabled = false;
  const snapshotUrl = (name: string) => `${INGEST_API}/sessions/${encodeURIComponent(summary.sessionID)}/canvas/${encodeURIComponent(name)}`;
  canvases = new CanvasPainter(snapshotsOf(session.notes ?? []), timeline.startedAt, snapshotUrl, (id) => player.nodeOf(id));
  canvases.paint(player.time);
  (window as unknown as { __replayPlayer?: Player }).__replayPlayer = player;

  playButton.addEventListener('click', () => player.toggle());
  range.addEventListener('input', () => player.seek(Number(range.value)));
  for (const button of speedButtons) {
    button.addEventListener('click', () => {
      player.setSpeed(Number(button.dataset.speed) as Speed);
      for (const b of speedButtons) b.setAttribute('aria-pressed', b === button ? 'true' : 'false');
    });
  }
  idleBox.addEventListener('change', () => {
    player.idleSkipping = idleBox.checked;
  });

  const onKey = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTextField(event.target)) return;
    const onControl = event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement || (event.target instanceof HTMLInputElement && event.target.type === 'checkbox');
    if (event.key === ' ' && !onControl) {
      event.preventDefault();
      player.toggle();
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      player.seek(player.time + (event.key === 'ArrowLeft' ? -1 : 1) * SEEK_STEP_MS * (event.shiftKey ? 3 : 1));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      player.seek(event.key === 'Home' ? 0 : player.duration);
    }
  };
  document.addEventListener('keydown', onKey);
  fit();
  // the window stays at the top: the frame, scaled to fit, shows whole above the controls
  playButton.focus({ preventScroll: true });

  return {
    player,
    destroy() {
      source.stop();
      player.destroy();
      resize.disconnect();
      document.removeEventListener('keydown', onKey);
    },
  };
}
