// What the replay list shows of a session, kept up to date as batches arrive and rebuilt
// from the session file at start. "Events" are what the player's side list shows: clicks,
// input changes, page changes, custom events and issues.
import { MessageType, type Message } from '../../protocol/messages';
import { InputStretches } from '../../protocol/input-stretches';
import type { UserInfo } from './user-agent';
import type { SessionSummary } from '../../protocol/replay-api';
import { CustomEvent, MouseClick, SetPageLocation } from '../../protocol/message-types';

/** Texts the list's search looks in (page addresses, custom event names, click labels), capped per session. */
const SEARCHABLE_TEXTS = 500;

export type { SessionSummary };
/** The session as started, the first record of its file. */
export interface StartedSession extends UserInfo {
  sessionID: string;
  projectID: number;
  userUUID: string;
  userID: string | null;
  /** Server time of the start, ms. */
  startTimestamp: number;
  trackerVersion: string;
  userAgent: string;
  width: number;
  height: number;
  timezone: string;
  doNotRecord: boolean;
  /** The start condition the page met, for a conditional start (001 §4). */
  condition?: string;
}


const EVENT_TYPES = new Set([MessageType.CustomEvent, MessageType.CustomIssue, MessageType.MouseClick, MessageType.JSException]);

export interface SummaryState {
  started: StartedSession;
  pageNumbers: Set<number>;
  firstTime: number;
  lastTime: number;
  events: number;
  messages: number;
  batches: number;
  bytes: number;
  location: string;
  userID: string | null;
  /** Typing stretches, counted as inputs while the agent sends no InputChange. */
  inputs: InputStretches;
  derivedInputs: number;
  inputChanges: number;
  /** The latest recorded moment (the player's clock: never runs backwards). */
  now: number;
  /** Page views: SetPageLocation messages (a single-page app changes address without a new page number). */
  pageViews: number;
  /** Lower-cased page addresses, custom event names and click labels, for the list's search. */
  searchable: Set<string>;
  /** The page number of the latest batch, and the address last recorded and on which page. */
  pageNo: number;
  lastAddress: string;
  lastAddressPage: number;
}

export function newSummaryState(started: StartedSession): SummaryState {
  return {
    started, pageNumbers: new Set(), firstTime: Infinity, lastTime: -Infinity, events: 0, messages: 0, batches: 0, bytes: 0,
    location: '', userID: started.userID, pageViews: 0, inputs: new InputStretches(), derivedInputs: 0, inputChanges: 0, now: -Infinity,
    searchable: new Set(), pageNo: -1, lastAddress: '', lastAddressPage: -1,
  };
}

export function addBatchToSummary(state: SummaryState, messages: Message[], byteLength: number): void {
  state.batches++;
  state.bytes += byteLength;
  state.messages += messages.length;
  for (const m of messages) {
    if (m[0] === SetPageLocation || m[0] === CustomEvent || m[0] === MouseClick) {
      const found = (m[0] === MouseClick ? m[3] : m[1]).toLowerCase();
      if (found && state.searchable.size < SEARCHABLE_TEXTS) state.searchable.add(found);
    }
    switch (m[0]) {
      case MessageType.BatchMetadata:
        state.pageNumbers.add(m[2]);
        state.pageNo = m[2];
        if (!state.location) state.location = m[5];
        if (m[4] > 0) {
          note(state, m[4]);
          state.now = Math.max(state.now, m[4]);
        }
        break;
      case MessageType.Timestamp:
        note(state, m[1]);
        state.now = Math.max(state.now, m[1]);
        break;
      case MessageType.UserID:
        if (m[1]) state.userID = m[1];
        break;
      case MessageType.SetPageLocation:
        // the same address again on the same page is its title arriving, not another page view
        if (m[1] !== state.lastAddress || state.lastAddressPage !== state.pageNo) {
          state.pageViews++;
          state.events++;
        }
        state.lastAddress = m[1];
        state.lastAddressPage = state.pageNo;
        break;
      case MessageType.InputChange:
        state.inputChanges++;
        break;
      default:
        if (EVENT_TYPES.has(m[0])) state.events++;
        else if (state.inputs.take(m, state.now)) state.derivedInputs++;
    }
  }
}

function note(state: SummaryState, time: number): void {
  if (time < state.firstTime) state.firstTime = time;
  if (time > state.lastTime) state.lastTime = time;
}

export function summaryOf(state: SummaryState): SessionSummary {
  const s = state.started;
  return {
    sessionID: s.sessionID, projectID: s.projectID, userUUID: s.userUUID, userID: state.userID,
    startTimestamp: s.startTimestamp,
    duration: Number.isFinite(state.firstTime) ? Math.max(0, state.lastTime - state.firstTime) : 0,
    pages: Math.max(state.pageNumbers.size, state.pageViews), browser: s.userBrowser, os: s.userOS, device: s.userDevice,
    events: state.events + (state.inputChanges > 0 ? state.inputChanges : state.derivedInputs), messages: state.messages, batches: state.batches, bytes: state.bytes, location: state.location,
  };
}

/** True when a page address, custom event or click label of the session contains the text (any case). */
export function summaryMatches(state: Pick<SummaryState, 'location' | 'searchable'>, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  if (!wanted || state.location.toLowerCase().includes(wanted)) return true;
  for (const found of state.searchable) if (found.includes(wanted)) return true;
  return false;
}
