// 001 §5: start-condition operators evaluated against the expected values.
export const CONDITION_OPERATORS = [
  'is',
  'isNot',
  'contains',
  'notContains',
  'startsWith',
  'endsWith',
  'greaterThan',
  'greaterOrEqual',
  'lessOrEqual',
  'lessThan',
  'isAny',
] as const;

export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

type Actual = string | number | null | undefined;

const present = (actual: Actual): actual is string | number => actual !== null && actual !== undefined && actual !== '';

const someText = (actual: Actual, expected: (string | number)[], test: (a: string, e: string) => boolean): boolean =>
  actual !== null && actual !== undefined && expected.some((e) => test(String(actual), String(e)));

const someNumber = (actual: Actual, expected: (string | number)[], test: (a: number, e: number) => boolean): boolean => {
  if (!present(actual)) return false;
  const a = Number(actual);
  return !Number.isNaN(a) && expected.some((e) => e !== '' && !Number.isNaN(Number(e)) && test(a, Number(e)));
};

// Text comparisons are case-sensitive; the negated operators are the exact complements (spec silent).
export function evaluateCondition(
  operator: ConditionOperator | string,
  actual: Actual,
  expected: (string | number)[],
): boolean {
  const values = Array.isArray(expected) ? expected : [];
  switch (operator) {
    case 'is':
      return someText(actual, values, (a, e) => a === e);
    case 'isNot':
      return !someText(actual, values, (a, e) => a === e);
    case 'contains':
      return someText(actual, values, (a, e) => a.includes(e));
    case 'notContains':
      return !someText(actual, values, (a, e) => a.includes(e));
    case 'startsWith':
      return someText(actual, values, (a, e) => a.startsWith(e));
    case 'endsWith':
      return someText(actual, values, (a, e) => a.endsWith(e));
    case 'greaterThan':
      return someNumber(actual, values, (a, e) => a > e);
    case 'greaterOrEqual':
      return someNumber(actual, values, (a, e) => a >= e);
    case 'lessOrEqual':
      return someNumber(actual, values, (a, e) => a <= e);
    case 'lessThan':
      return someNumber(actual, values, (a, e) => a < e);
    case 'isAny':
      return present(actual);
    default:
      return false;
  }
}

/** A filter of a start condition, as the ingest sends it (001 §3: type, operator, value, source). */
export interface StartConditionFilter {
  type: string;
  operator: string;
  value: (string | number)[];
  source?: string;
}

/** A start condition, as the ingest sends it (001 §3: name, filters). */
export interface StartCondition {
  name: string;
  filters: StartConditionFilter[];
}

/**
 * What the agent watches on the page (001 §4, §5; the specification names the events, not their type
 * strings): the page's address (visited_url), a custom event the site sends (custom_event), the seconds
 * since recording was armed, checked each second (duration), an uncaught error or rejection
 * (exception), a click (click), a request the page made (network_request) and a feature flag the
 * ingest gave (feature_flag).
 */
export const CONDITION_TYPES = ['visited_url', 'custom_event', 'duration', 'exception', 'click', 'network_request', 'feature_flag'] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];

/** 001 §3: each filter becomes a condition with type, operator, value and key, under its condition's name. */
export interface Condition {
  name: string;
  type: ConditionType;
  operator: ConditionOperator;
  value: (string | number)[];
  /**
   * From the filter's source. For a custom event or a feature flag: the event's or flag's name whose
   * payload or value is tested ('' tests the name itself). For the other events: which of the signal's
   * fields is tested ('' tests its main value: the URL, the message, the label).
   */
  key: string;
}

/** Keyed signals test a named event's value; field signals test one of their fields. */
const KEYED_TYPES: readonly string[] = ['custom_event', 'feature_flag'];

export type PageSignal =
  | { type: 'visited_url'; value: string }
  | { type: 'custom_event'; key: string; value: string }
  | { type: 'feature_flag'; key: string; value: string }
  | { type: 'duration'; value: number }
  | { type: 'exception' | 'click' | 'network_request'; value: string; fields?: Record<string, string | number> };

const isText = (v: unknown): v is string => typeof v === 'string';
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The conditions of the ingest's reply, in its order; null when the reply is not a list of
 * conditions. Filters of a type or operator the agent does not know can never be met and are left out.
 */
export function conditionsOf(reply: unknown): Condition[] | null {
  const list = isObject(reply) ? reply.conditions : reply;
  if (!Array.isArray(list)) return null;
  const out: Condition[] = [];
  for (const c of list) {
    if (!isObject(c) || !isText(c.name) || !Array.isArray(c.filters)) return null;
    for (const f of c.filters) {
      if (!isObject(f) || !isText(f.type) || !isText(f.operator)) return null;
      const type = f.type as ConditionType;
      const operator = f.operator as ConditionOperator;
      if (!CONDITION_TYPES.includes(type) || !CONDITION_OPERATORS.includes(operator)) continue;
      const value = (Array.isArray(f.value) ? f.value : [f.value]).filter((v): v is string | number => isText(v) || typeof v === 'number');
      out.push({ name: c.name, type, operator, value, key: type !== 'visited_url' && type !== 'duration' && isText(f.source) ? f.source : '' });
    }
  }
  return out;
}

/**
 * The name of the first condition (in the ingest's order) the signal meets, or null. A custom-event
 * condition keyed by an event's name tests that event's payload; one without a key tests the name.
 */
export function satisfiedCondition(conditions: Condition[], signal: PageSignal): string | null {
  for (const c of conditions) {
    if (c.type !== signal.type) continue;
    let actual: string | number | undefined = signal.value;
    if (KEYED_TYPES.includes(signal.type) && 'key' in signal) {
      if (c.key === '') actual = signal.key;
      else if (c.key !== signal.key) continue;
    } else if (c.key !== '' && 'fields' in signal) {
      actual = signal.fields?.[c.key];
      if (actual === undefined) continue;
    }
    if (evaluateCondition(c.operator, actual, c.value)) return c.name;
  }
  return null;
}
