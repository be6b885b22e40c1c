// 001 §3, §5: a request recognised as a GraphQL operation (a JSON body with a `query` text), its kind and
// name; a response holding errors counts as status 400, any other as 200.

export interface GraphqlOperation {
  kind: 'query' | 'mutation' | 'subscription';
  name: string;
  /** The variables as JSON text ('' when none). */
  variables: string;
}

const OPERATION = /^\s*(query|mutation|subscription)\b\s*([_A-Za-z][_0-9A-Za-z]*)?/;
const FIRST_OPERATION = /(?:^|[\s}])(query|mutation|subscription)\b\s*([_A-Za-z][_0-9A-Za-z]*)?/;

function operationOf(body: Record<string, unknown>): GraphqlOperation | null {
  const query = body.query;
  if (typeof query !== 'string') return null;
  const text = query.replace(/#[^\n]*/g, '');
  const head = OPERATION.exec(text) ?? FIRST_OPERATION.exec(text);
  const shorthand = /^\s*\{/.test(text);
  if (!head && !shorthand) return null;
  const kind = (head?.[1] ?? 'query') as GraphqlOperation['kind'];
  const name = typeof body.operationName === 'string' && body.operationName ? body.operationName : head?.[2] ?? '';
  let variables = '';
  try {
    variables = body.variables === undefined || body.variables === null ? '' : JSON.stringify(body.variables);
  } catch {
    variables = '';
  }
  return { kind, name, variables };
}

/** The operation a request body carries, or null when it is not GraphQL. A batch reports its first operation. */
export function graphqlOperation(body: unknown): GraphqlOperation | null {
  if (typeof body !== 'string' || body.indexOf('query') === -1) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  const first = Array.isArray(parsed) ? parsed[0] : parsed;
  return typeof first === 'object' && first !== null ? operationOf(first as Record<string, unknown>) : null;
}

/** A GraphQL GET: the operation in the URL's query, variables as JSON text. */
export function graphqlOperationFromUrl(url: string): GraphqlOperation | null {
  const at = typeof url === 'string' ? url.indexOf('?') : -1;
  if (at === -1) return null;
  const params = new URLSearchParams(url.slice(at + 1));
  const query = params.get('query');
  if (query === null) return null;
  let variables: unknown;
  try {
    variables = JSON.parse(params.get('variables') ?? 'null');
  } catch {
    variables = null;
  }
  return operationOf({ query, operationName: params.get('operationName') ?? undefined, variables });
}

/** 001 §5: a GraphQL response with errors gets status 400, otherwise 200. */
export function graphqlStatus(responseBody: unknown): 400 | 200 {
  if (typeof responseBody !== 'string' || responseBody.indexOf('errors') === -1) return 200;
  try {
    const parsed = JSON.parse(responseBody) as unknown;
    const list = Array.isArray(parsed) ? parsed : [parsed];
    return list.some((r) => typeof r === 'object' && r !== null && Array.isArray((r as { errors?: unknown }).errors) && (r as { errors: unknown[] }).errors.length > 0) ? 400 : 200;
  } catch {
    return 200;
  }
}
