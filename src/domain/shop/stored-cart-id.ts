// 000 §4, 001 §5: a stored cart id is invalid if empty or the text of a stringified object.
// 'undefined' and 'null' (stringified missing values) are refused too.
const STRINGIFIED_OBJECT = /^\[object [^\]]*\]$/;

export function isValidStoredCartId(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  const id = value.trim();
  return id !== '' && !STRINGIFIED_OBJECT.test(id) && id !== 'undefined' && id !== 'null';
}
