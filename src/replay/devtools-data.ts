// What the replay's panels show, read from the timeline: requests (GraphQL by operation name),
// console lines and errors, web vitals with their rating, tag triggers. Every row keeps its moment so a
// click on it seeks the player there. Values arrive masked by the agent and are shown as they came.
import { readVitalValue, type VitalRating } from '../domain/recording';
import { MessageType as M } from '../protocol/messages';
import type { TimedMessage } from './timeline';

export interface NetworkRow {
  time: number;
  type: string;
  method: string;
  url: string;
  /** The GraphQL operation's kind and name ('query GetCart'), '' for other requests. */
  operation: string;
  status: number;
  duration: number;
  size: number;
  /** Request and response as the agent sent them (headers and, when captured, bodies). */
  request: string;
  response: string;
  failed: boolean;
}

export interface ConsoleRow {
  time: number;
  level: string;
  text: string;
  /** An uncaught error or rejection (JSException), highlighted. */
  error: boolean;
}

export interface VitalRow {
  time: number;
  name: string;
  value: number;
  rating: VitalRating;
}

export interface DevtoolsData {
  network: NetworkRow[];
  console: ConsoleRow[];
  vitals: VitalRow[];
}

const VITAL_ORDER = ['TTFB', 'FCP', 'LCP', 'CLS', 'INP'];

export function devtoolsData(messages: TimedMessage[]): DevtoolsData {
  const network: NetworkRow[] = [];
  const consoleRows: ConsoleRow[] = [];
  const vitals = new Map<string, VitalRow>();
  // GraphQL messages follow their request's NetworkRequest: each names the last unnamed GraphQL row.
  const unnamed: NetworkRow[] = [];
  for (const { time, message: m } of messages) {
    switch (m[0]) {
      case M.NetworkRequest: {
        const row: NetworkRow = {
          time, type: m[1], method: m[2], url: m[3], request: m[4], response: m[5], status: m[6], duration: m[8], size: m[9], operation: '',
          failed: m[6] >= 400 || (m[6] === 0 && m[1] !== 'beacon'),
        };
        network.push(row);
        if (m[1] === 'graphql') unnamed.push(row);
        break;
      }
      case M.GraphQL: {
        const row = unnamed.shift();
        if (row) row.operation = `${m[1]} ${m[2] || '(anonymous)'}`;
        break;
      }
      case M.ConsoleLog:
        consoleRows.push({ time, level: m[1], text: m[2], error: m[1] === 'error' });
        break;
      case M.JSException:
        consoleRows.push({ time, level: 'exception', text: `${m[1]}: ${m[2]}`, error: true });
        break;
      case M.WebVitals: {
        const read = readVitalValue(m[2]);
        if (read) vitals.set(m[1], { time, name: m[1], ...read });
        break;
      }
    }
  }
  const vitalRows = [...vitals.values()].sort((a, b) => VITAL_ORDER.indexOf(a.name) - VITAL_ORDER.indexOf(b.name));
  return { network, console: consoleRows, vitals: vitalRows };
}

/** Bytes as the network panel shows them. */
export function formatSize(bytes: number): string {
  if (!bytes) return '—';
  if (bytes < 1024) return `${bytes} B`;
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A vital's value with its unit (CLS has none). */
export function formatVital(row: VitalRow): string {
  return row.name === 'CLS' ? row.value.toFixed(3) : `${Math.round(row.value)} ms`;
}
