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
