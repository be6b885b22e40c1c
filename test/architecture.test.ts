// Layer rules: the domain imports nothing outside itself and touches no browser, clock or randomness;
// the application layer never reaches into adapters or the UI.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '..');
const DOMAIN = join(ROOT, 'src', 'domain');
const APPLICATION = join(ROOT, 'src', 'application');
const ADAPTERS = join(ROOT, 'src', 'adapters');
const UI = join(ROOT, 'src', 'ui');
const PORTS = join(ROOT, 'src', 'ports');
const SERVER = join(ROOT, 'src', 'server');
const SRC = join(ROOT, 'src');
const COMPOSITION = join(ROOT, 'src', 'composition');
const REPLAY = join(ROOT, 'src', 'replay');
const TRACKER = join(ROOT, 'src', 'tracker');
const PROTOCOL = join(ROOT, 'src', 'protocol');
/** The one GraphQL client folder: client (urql, exchanges, graphql-ws), documents, repositories. */
const GRAPHQL_CLIENT = join(ROOT, 'src', 'adapters', 'graphql');
/** The one client adapter that runs the mock API inside the page (VITE_API_MODE=in-browser). */
const IN_BROWSER_API = join(ROOT, 'src', 'adapters', 'in-browser');

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs)$/;

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : SOURCE.test(name) ? [full] : [];
  });
}

// Comments may mention forbidden words ("no Date.now here"); strings and code may not.
function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\'"`])\/\/.*$/gm, '$1');
}

function importSpecifiers(source: string): string[] {
  const code = stripComments(source);
  const patterns = [
    /\bimport\s+(?:type\s+)?[\s\S]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /\bexport\s+(?:type\s+)?[\s\S]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  const found = new Set<string>();
  for (const pattern of patterns) for (const m of code.matchAll(pattern)) found.add(m[1]);
  return [...found];
}

const isRelative = (spec: string): boolean => spec.startsWith('.') || spec.startsWith('/');
const inside = (dir: string, target: string): boolean => target === dir || target.startsWith(dir + sep);

const DOMAIN_FORBIDDEN: [RegExp, string][] = [
  [/\bwindow\b/, 'window'],
  [/\bdocument\b/, 'document'],
  [/\blocalStorage\b/, 'localStorage'],
  [/\bsessionStorage\b/, 'sessionStorage'],
  [/\bfetch\s*\(/, 'fetch('],
  [/\bDate\.now\b/, 'Date.now'],
  [/\bnew\s+Date\s*\(\s*\)/, 'new Date()'],
  [/\bMath\.random\b/, 'Math.random'],
];

/** Violations of the domain rule for one file (path used to resolve relative imports). */
export function checkDomainSource(file: string, source: string): string[] {
  const violations: string[] = [];
  for (const spec of importSpecifiers(source)) {
    if (!isRelative(spec)) violations.push(`${file}: imports package '${spec}'`);
    else if (!inside(DOMAIN, resolve(dirname(file), spec))) violations.push(`${file}: imports '${spec}' outside src/domain`);
  }
  const code = stripComments(source);
  for (const [pattern, name] of DOMAIN_FORBIDDEN) if (pattern.test(code)) violations.push(`${file}: uses ${name}`);
  return violations;
}

const APPLICATION_FORBIDDEN_PACKAGES = /^(?:(?:react-dom|urql|inversify)(?:\/|$)|@urql\/)/;

/** Violations of the application rule for one file. */
export function checkApplicationSource(file: string, source: string): string[] {
  const violations: string[] = [];
  for (const spec of importSpecifiers(source)) {
    if (isRelative(spec)) {
      const target = resolve(dirname(file), spec);
      if (inside(ADAPTERS, target) || inside(UI, target)) violations.push(`${file}: imports '${spec}' from adapters/ui`);
    } else if (APPLICATION_FORBIDDEN_PACKAGES.test(spec)) {
      violations.push(`${file}: imports package '${spec}'`);
    }
  }
  return violations;
}

/** Ports declare interfaces and tokens over the domain's types: they import the domain (and each other) only. */
export function checkPortSource(file: string, source: string): string[] {
  return importSpecifiers(source)
    .filter((spec) => !isRelative(spec) || !(inside(DOMAIN, resolve(dirname(file), spec)) || inside(PORTS, resolve(dirname(file), spec))))
    .map((spec) => `${file}: imports '${spec}' (ports import only the domain)`);
}

/** The UI reads services through tokens; it never imports a concrete adapter nor the composition root that binds them. */
/** Libraries an adapter wraps behind a port: the UI asks the port (phone numbers: PhoneNumbers). */
const ADAPTER_ONLY_PACKAGES = ['libphonenumber-js'];

export function checkUiSource(file: string, source: string): string[] {
  return importSpecifiers(source)
    .filter((spec) =>
      (isRelative(spec) && [ADAPTERS, COMPOSITION].some((dir) => inside(dir, resolve(dirname(file), spec)))) ||
      ADAPTER_ONLY_PACKAGES.some((pkg) => spec === pkg || spec.startsWith(`${pkg}/`)))
    .map((spec) => `${file}: imports '${spec}' (adapters, the libraries they wrap and the composition root are bound outside the UI)`);
}

/**
 * One way of binding: only the composition root knows the container, and it binds each typed token to a factory of
 * the tokens it needs (or to a ready value). No class is bound by its decorators, no binding asks whether another is
 * there already: a feature's module is loaded once, with the route that needs it.
 */
export function checkBindingSource(file: string, source: string): string[] {
  const code = stripComments(source);
  const violations = importSpecifiers(source)
    .filter((spec) => spec === 'inversify' && !inside(COMPOSITION, file))
    .map((spec) => `${file}: imports '${spec}' (only src/composition binds)`);
  if (inside(COMPOSITION, file)) {
    if (/\bisBound\s*\(/.test(code)) violations.push(`${file}: asks isBound (bind each token once, in the module that owns it)`);
    if (/\.to\(\s*[A-Z]/.test(code)) violations.push(`${file}: binds a class by its decorators (use toResolvedValue)`);
  }
  if (/@(?:injectable|inject)\(/.test(code)) violations.push(`${file}: carries an inversify decorator`);
  return violations;
}

const GRAPHQL_PACKAGES = /^(?:urql|@urql\/.+|graphql|graphql-ws|wonka|@0no-co\/graphql\.web)(?:\/|$)/;

/**
 * The shop's GraphQL client lives in one folder (src/adapters/graphql: client/, documents/, repositories/); only
 * the composition root that binds it, the in-browser API and the server's mock API use GraphQL's packages too.
 */
export function checkGraphqlClientSource(file: string, source: string): string[] {
  if ([GRAPHQL_CLIENT, COMPOSITION, IN_BROWSER_API, SERVER].some((dir) => inside(dir, file))) return [];
  return importSpecifiers(source)
    .filter((spec) => GRAPHQL_PACKAGES.test(spec))
    .map((spec) => `${file}: imports '${spec}' (the GraphQL client lives in src/adapters/graphql)`);
}

/**
 * The domain's public entries: src/domain (index.ts), each subdomain's folder (src/domain/shop, account, recording)
 * and the two files of its root that every subdomain shares (messages.ts, email.ts). The rest of src never reaches
 * into a subdomain's files, so a rule can move within its subdomain without touching its users.
 * The agent (src/tracker) is exempt: its core has a byte budget (test/bench/tracker-size.ts, 20 KB gzip, used to the
 * byte), and built through the recording entry its bundle is cut differently (the entry and the rules the core
 * shares with its lazy modules become chunks of their own, fetched before the agent starts); it imports the
 * recording rules file by file.
 */
const DEEP_DOMAIN_IMPORT_EXEMPT = [TRACKER];

export function checkDomainEntrySource(file: string, source: string): string[] {
  if (inside(DOMAIN, file) || DEEP_DOMAIN_IMPORT_EXEMPT.some((dir) => inside(dir, file))) return [];
  return importSpecifiers(source)
    .filter(isRelative)
    .filter((spec) => {
      const target = relative(DOMAIN, resolve(dirname(file), spec));
      if (target.startsWith('..') || target === '') return false;
      const [first, second] = target.split(sep);
      return first in SUBDOMAIN_MAY_IMPORT && second !== undefined && second !== 'index' && second !== 'index.ts';
    })
    .map((spec) => `${file}: imports '${spec}' (import the domain through its subdomain's entry)`);
}

const FAKES = join(ROOT, 'test', 'fakes');

/** A fake stands in for an adapter: the rules both follow come from the domain, never from the adapter's code. */
export function checkFakeSource(file: string, source: string): string[] {
  return importSpecifiers(source)
    .filter((spec) => isRelative(spec) && inside(ADAPTERS, resolve(dirname(file), spec)))
    .map((spec) => `${file}: imports '${spec}' (a fake shares the domain's rules, not an adapter's code)`);
}

/** Which subdomains a domain folder may import: shop stands alone, account builds on shop, recording stands alone. */
const SUBDOMAIN_MAY_IMPORT: Record<string, string[]> = { shop: [], account: ['shop'], recording: [] };

/** Violations of the subdomain rule for one file of src/domain. */
export function checkSubdomainSource(file: string, source: string): string[] {
  const own = relative(DOMAIN, file).split(sep)[0];
  if (!(own in SUBDOMAIN_MAY_IMPORT)) return [];
  return importSpecifiers(source)
    .filter(isRelative)
    .map((spec) => ({ spec, other: relative(DOMAIN, resolve(dirname(file), spec)).split(sep)[0] }))
    .filter(({ other }) => other in SUBDOMAIN_MAY_IMPORT && other !== own && !SUBDOMAIN_MAY_IMPORT[own].includes(other))
    .map(({ spec }) => `${file}: imports '${spec}' (domain/${own} may import ${SUBDOMAIN_MAY_IMPORT[own].join(', ') || 'no other subdomain'})`);
}

/** Browser code never imports Node-side code; only the in-browser API adapter runs the mock API in the page. */
export function checkClientSource(file: string, source: string): string[] {
  if (inside(SERVER, file) || inside(IN_BROWSER_API, file)) return [];
  return importSpecifiers(source)
    .filter((spec) => isRelative(spec) && inside(SERVER, resolve(dirname(file), spec)))
    .map((spec) => `${file}: imports server code '${spec}'`);
}

/** Node-side code uses the domain and the recording protocol, never the client's layers. */
export function checkServerSource(file: string, source: string): string[] {
  const allowed = [DOMAIN, PROTOCOL, SERVER, PORTS];
  return importSpecifiers(source)
    .filter((spec) => isRelative(spec) && inside(SRC, resolve(dirname(file), spec)))
    .filter((spec) => !allowed.some((dir) => inside(dir, resolve(dirname(file), spec))))
    .map((spec) => `${file}: imports client code '${spec}'`);
}

/** The server's services, each on its own: the mock API, the recording ingest and the test payment processor. */
const SERVER_SERVICES = ['mock-api', 'ingest', 'payments'];

/** A service imports no other service; src/server/http wires them together, src/server/crypto serves them all. */
export function checkServerServiceSource(file: string, source: string): string[] {
  const own = relative(SERVER, file).split(sep)[0];
  if (!SERVER_SERVICES.includes(own)) return [];
  return importSpecifiers(source)
    .filter(isRelative)
    .map((spec) => ({ spec, other: relative(SERVER, resolve(dirname(file), spec)).split(sep)[0] }))
    .filter(({ other }) => SERVER_SERVICES.includes(other) && other !== own)
    .map(({ spec, other }) => `${file}: imports '${spec}' (server/${own} imports nothing of server/${other}; server/http wires them)`);
}

/** The agent and the replay viewer share only the protocol and the domain's recording rules. */
export function checkRecordingSource(file: string, source: string): string[] {
  const allowed = [join(DOMAIN, 'recording'), join(DOMAIN, 'messages.ts'), PROTOCOL, inside(TRACKER, file) ? TRACKER : REPLAY];
  return importSpecifiers(source)
    .filter((spec) => isRelative(spec) && inside(SRC, resolve(dirname(file), spec)))
    .filter((spec) => !allowed.some((dir) => inside(dir, resolve(dirname(file), spec).replace(/(\.ts)?$/, '.ts')) || inside(dir, resolve(dirname(file), spec))))
    .map((spec) => `${file}: imports '${spec}' outside the recording side`);
}

/** `case 68:` or `m[0] === 68`: a message read by its number instead of its name in the protocol's table. */
function rawMessageIds(file: string, source: string): string[] {
  const code = stripComments(source);
  return /\bcase \d+:|\[0\]\s*[!=]==\s*\d+\b/.test(code) ? [file] : [];
}


const MESSAGES = join(DOMAIN, 'messages.ts');

/** The texts a file writes out: its string literals, the fixed parts of its templates and its JSX text. */
export function literalTexts(file: string, source: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) texts.push(node.text.trim());
    else if (ts.isJsxText(node) && node.text.trim()) texts.push(node.text.trim());
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind));
  return texts;
}

/**
 * Texts of domain/messages.ts that may also stand elsewhere, and why: each is a single word or a name the API's data
 * or a page heading uses for something else, never the message itself.
 */
const MESSAGE_TEXTS_ALSO_ELSEWHERE: Record<string, string> = {
  canceled: "START_CANCELED is the agent's start() outcome; elsewhere 'canceled' is a subscription's status in the API",
  Checkout: "the cart panel's button; also the checkout page's heading, route title and tab title",
  Subtotal: "the cart panel's caption; also a figure of the checkout summary and of an order",
  'Free Shipping': "the cart line's badge; also the shipping service's name in the API's rates and a line of the default marquee",
};

/** The texts of domain/messages.ts: its literals, and the fixed parts of its message templates long enough to be words of one. */
function messageTexts(): Set<string> {
  const source = readFileSync(MESSAGES, 'utf8');
  const templatePieces = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) templatePieces.add(node.text.trim());
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(MESSAGES, source, ts.ScriptTarget.Latest, false));
  return new Set(literalTexts(MESSAGES, source)
    .filter((t) => (templatePieces.has(t) ? t.length >= 12 : t.length >= 2) && !(t in MESSAGE_TEXTS_ALSO_ELSEWHERE)));
}

/** A message of domain/messages.ts written out again instead of imported. */
export function copiedMessages(file: string, source: string, messages: ReadonlySet<string>): string[] {
  // Parsed only when a message's words are in the file at all: most files hold none.
  if (![...messages].some((text) => source.includes(text))) return [];
  return [...new Set(literalTexts(file, source))]
    .filter((text) => messages.has(text))
    .map((text) => `${file}: writes ${JSON.stringify(text)} (import it from src/domain/messages.ts)`);
}

const fake = (dir: string, name: string) => join(dir, name);

describe('Layer rules', () => {
  it('src/domain imports nothing outside itself and uses no browser, clock or randomness', () => {
    const files = sourceFiles(DOMAIN);
    expect(files.length).toBeGreaterThan(0);
    const violations = files.flatMap((f) => checkDomainSource(f, readFileSync(f, 'utf8')));
    expect(violations.map((v) => relative(ROOT, v))).toEqual([]);
  });

  it('src/application does not import from src/adapters or src/ui, nor react-dom, urql or inversify', () => {
    const violations = sourceFiles(APPLICATION).flatMap((f) => checkApplicationSource(f, readFileSync(f, 'utf8')));
    expect(violations).toEqual([]);
  });

  it('src/ports import only the domain', () => {
    const files = sourceFiles(PORTS);
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap((f) => checkPortSource(f, readFileSync(f, 'utf8'))).map((v) => relative(ROOT, v))).toEqual([]);
  });

  it('src/domain/shop and src/domain/recording import no other subdomain; src/domain/account only shop', () => {
    const files = sourceFiles(DOMAIN);
    expect(files.some((f) => inside(join(DOMAIN, 'recording'), f))).toBe(true);
    expect(files.flatMap((f) => checkSubdomainSource(f, readFileSync(f, 'utf8'))).map((v) => relative(ROOT, v))).toEqual([]);
  });

  it('browser code never imports src/server (but for the in-browser API adapter)', () => {
    const files = [UI, APPLICATION, ADAPTERS, COMPOSITION, TRACKER, REPLAY, PROTOCOL, PORTS, DOMAIN].flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((f) => checkClientSource(f, readFileSync(f, 'utf8'))).map((v) => relative(ROOT, v))).toEqual([]);
  });

  it('src/server imports only the domain, the ports and the recording protocol', () => {
    const files = sourceFiles(SERVER);
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap((f) => checkServerSource(f, readFileSync(f, 'utf8'))).map((v) => relative(ROOT, v))).toEqual([]);
  });

  it('src/server/mock-api, ingest and payments import nothing of each other (http wires them)', () => {
    const files = sourceFiles(SERVER);
    expect(files.flatMap((f) => checkServerServiceSource(f, readFileSync(f, 'utf8'))).map((v) => relative(ROOT, v))).toEqual([]);
  });

  it('the agent and the replay import only the protocol, the recording rules and themselves', () => {
    const files = [TRACKER, REPLAY].flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap((f) => checkRecordingSource(f, readFileSync(f, 'utf8'))).map((v) => relative(ROOT, v))).toEqual([]);
  });

  it('the replay, the ingest and the agent name wire messages by MessageType, never by raw id', () => {
    const files = [REPLAY, SERVER, TRACKER].flatMap(sourceFiles);
    expect(files.flatMap((f) => rawMessageIds(f, readFileSync(f, 'utf8'))).map((v) => relative(ROOT, v))).toEqual([]);
    expect(rawMessageIds('x.ts', 'switch (m[0]) {\n  case 68:')).toHaveLength(1);
    expect(rawMessageIds('x.ts', 'if (m[0] === 20) draw();')).toHaveLength(1);
    expect(rawMessageIds('x.ts', 'switch (m[0]) {\n  case M.MouseClick:')).toEqual([]);
  });

  it('src/ui imports no adapter and nothing of the composition root', () => {
    const files = sourceFiles(UI);
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap((f) => checkUiSource(f, readFileSync(f, 'utf8'))).map((v) => relative(ROOT, v))).toEqual([]);
  });

  it('the rest of src imports the domain through its entries, never a subdomain file (but for the agent)', () => {
    const files = sourceFiles(SRC);
    expect(files.flatMap((f) => checkDomainEntrySource(f, readFileSync(f, 'utf8'))).map((v) => relative(ROOT, v))).toEqual([]);
  });

  it('GraphQL client code lives in src/adapters/graphql alone', () => {
    expect(sourceFiles(GRAPHQL_CLIENT).filter((f) => /[\\/](client|documents|repositories)[\\/]/.test(f)).length).toBeGreaterThan(20);
    expect(sourceFiles(SRC).flatMap((f) => checkGraphqlClientSource(f, readFileSync(f, 'utf8'))).map((v) => relative(ROOT, v))).toEqual([]);
  });

  it('only src/composition knows the container, and it binds one way: no decorators, no isBound', () => {
    const files = sourceFiles(SRC);
    expect(files.flatMap((f) => checkBindingSource(f, readFileSync(f, 'utf8'))).map((v) => relative(ROOT, v))).toEqual([]);
  });

  it('every text of src/domain/messages.ts is written there only: the rest of src imports it', () => {
    const messages = messageTexts();
    expect(messages.has('Cart not found!')).toBe(true);
    const files = sourceFiles(SRC).filter((f) => f !== MESSAGES);
    expect(files.flatMap((f) => copiedMessages(f, readFileSync(f, 'utf8'), messages)).map((v) => relative(ROOT, v))).toEqual([]);
  });

  it('the in-memory fakes import no adapter', () => {
    const files = sourceFiles(FAKES);
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap((f) => checkFakeSource(f, readFileSync(f, 'utf8'))).map((v) => relative(ROOT, v))).toEqual([]);
  });
});

describe('The checker itself catches violations', () => {
  const file = fake(DOMAIN, 'bad.ts');

  it('fails a shop rule importing account or recording, and recording importing shop', () => {
    const shop = fake(join(DOMAIN, 'shop'), 'bad.ts');
    expect(checkSubdomainSource(shop, "import { roles } from '../account/roles';")).toHaveLength(1);
    expect(checkSubdomainSource(shop, "import { x } from '../recording';\nimport { m } from '../messages';")).toHaveLength(1);
    expect(checkSubdomainSource(fake(join(DOMAIN, 'recording'), 'bad.ts'), "import type { Cart } from '../shop/entities';")).toHaveLength(1);
    expect(checkSubdomainSource(fake(join(DOMAIN, 'account'), 'ok.ts'), "import type { Cart } from '../shop/entities';")).toEqual([]);
  });

  it('fails browser code importing the server, and server code importing the UI', () => {
    expect(checkClientSource(fake(join(UI, 'cart'), 'x.tsx'), "import { seed } from '../../server/mock-api/seed';")).toHaveLength(1);
    expect(checkClientSource(fake(IN_BROWSER_API, 'x.ts'), "import { m } from '../../server/mock-api/mock-backend';")).toEqual([]);
    expect(checkServerSource(fake(join(SERVER, 'http'), 'x.ts'), "import { App } from '../../ui/app/app';")).toHaveLength(1);
    expect(checkServerSource(fake(join(SERVER, 'ingest'), 'x.ts'), "import { decodeBatch } from '../../protocol/decoder';")).toEqual([]);
    expect(checkRecordingSource(fake(REPLAY, 'x.ts'), "import { s } from '../server/ingest/session-store';")).toHaveLength(1);
    expect(checkRecordingSource(fake(REPLAY, 'x.ts'), "import { decodeBatch } from '../protocol/decoder';")).toEqual([]);
  });

  it('fails a message written out again, in a string, a template or JSX, but not an imported one', () => {
    const messages = messageTexts();
    const ui = fake(join(UI, 'auth'), 'x.tsx');
    expect(copiedMessages(ui, "errors.email = 'Email is not valid';", messages)).toHaveLength(1);
    expect(copiedMessages(ui, 'const m = (a: string, s: string) => `Minimum order is ${a} for ${s}. Please add more items to your cart to continue.`;', messages)).not.toEqual([]);
    expect(copiedMessages(ui, 'const b = <button>Add a New Dog</button>;', messages)).toHaveLength(1);
    expect(copiedMessages(ui, "import { EMAIL_NOT_VALID_MESSAGE } from '../../domain/messages';\nerrors.email = EMAIL_NOT_VALID_MESSAGE;", messages)).toEqual([]);
    expect(copiedMessages(ui, "if (status === 'canceled') hide();", messages)).toEqual([]);
  });

  it('fails a server service importing another, but not http wiring them nor a service using server/crypto', () => {
    expect(checkServerServiceSource(fake(join(SERVER, 'ingest'), 'x.ts'), "import { hashPassword } from '../mock-api/password-hash';")).toHaveLength(1);
    expect(checkServerServiceSource(fake(join(SERVER, 'payments'), 'x.ts'), "import type { ShopState } from '../mock-api/shop-state';")).toHaveLength(1);
    expect(checkServerServiceSource(fake(join(SERVER, 'mock-api'), 'x.ts'), "import { useToken } from '../payments/test-card-processor';")).toHaveLength(1);
    expect(checkServerServiceSource(fake(join(SERVER, 'http'), 'x.ts'), "import { useToken } from '../payments/test-card-processor';")).toEqual([]);
    expect(checkServerServiceSource(fake(join(SERVER, 'ingest'), 'x.ts'), "import { hashPassword } from '../crypto/password-hash';")).toEqual([]);
  });

  it('fails a deep import into a subdomain, but not its entry, the root entry or the shared messages', () => {
    const ui = fake(join(UI, 'cart'), 'x.tsx');
    expect(checkDomainEntrySource(ui, "import type { Cart } from '../../domain/shop/entities';")).toHaveLength(1);
    expect(checkDomainEntrySource(ui, "import { x } from '../../domain/recording/url-privacy';")).toHaveLength(1);
    expect(checkDomainEntrySource(ui, "import type { Cart } from '../../domain/shop';\nimport { f } from '../../domain';")).toEqual([]);
    expect(checkDomainEntrySource(ui, "import { CART_NOT_FOUND } from '../../domain/messages';\nimport { a } from '../../domain/account/index';")).toEqual([]);
    expect(checkDomainEntrySource(fake(join(DOMAIN, 'account'), 'x.ts'), "import type { Cart } from '../shop/entities';")).toEqual([]);
    expect(checkDomainEntrySource(fake(TRACKER, 'x.ts'), "import { maskUrl } from '../domain/recording/url-privacy';")).toEqual([]);
  });

  it('fails GraphQL client code outside src/adapters/graphql', () => {
    expect(checkGraphqlClientSource(fake(join(ADAPTERS, 'http'), 'x.ts'), "import { gql } from '@urql/core';")).toHaveLength(1);
    expect(checkGraphqlClientSource(fake(join(UI, 'cart'), 'x.ts'), "import { createClient } from 'graphql-ws';")).toHaveLength(1);
    expect(checkGraphqlClientSource(fake(join(GRAPHQL_CLIENT, 'repositories'), 'x.ts'), "import { gql } from '@urql/core';")).toEqual([]);
  });

  it('fails a binding by decorators, an isBound guard, and inversify outside the composition root', () => {
    const bindings = fake(join(COMPOSITION, 'bindings'), 'x.ts');
    expect(checkBindingSource(bindings, "bind<Session>(Session).to(HttpSession);")).toHaveLength(1);
    expect(checkBindingSource(bindings, "if (!isBound(BrowserInfo)) bind(BrowserInfo);")).toHaveLength(1);
    expect(checkBindingSource(bindings, "bind<Session>(Session).toResolvedValue((http: ApiHttp) => new HttpSession(http), [ApiHttp]);")).toEqual([]);
    const adapter = fake(join(ADAPTERS, 'http'), 'x.ts');
    expect(checkBindingSource(adapter, "import { injectable } from 'inversify';")).toHaveLength(1);
    expect(checkBindingSource(adapter, "export class A {\n  constructor(@inject(ApiHttp) private readonly http: ApiHttp) {}\n}")).toHaveLength(1);
  });

  it("fails a domain file importing 'react'", () => {
    expect(checkDomainSource(file, "import { useState } from 'react';\nexport const x = 1;")).toEqual([
      `${file}: imports package 'react'`,
    ]);
  });

  it('fails other packages, relative paths leaving the folder and dynamic imports', () => {
    expect(checkDomainSource(file, "import type { Client } from 'urql';")).toHaveLength(1);
    expect(checkDomainSource(file, "import { injectable } from 'inversify';")).toHaveLength(1);
    expect(checkDomainSource(file, "export { x } from '../ui/x';")).toHaveLength(1);
    expect(checkDomainSource(file, "const m = await import('xstate');")).toHaveLength(1);
    expect(checkDomainSource(file, "import './side-effect';\nimport { a } from './money';")).toEqual([]);
  });

  it('fails window, document, storage, fetch, Date.now, new Date() and Math.random, but not comments', () => {
    for (const code of [
      'const w = window.innerWidth;',
      'document.title = "x";',
      "localStorage.getItem('cartId');",
      "sessionStorage.setItem('a', 'b');",
      "await fetch('/graphql');",
      'const t = Date.now();',
      'const d = new Date();',
      'const r = Math.random();',
    ]) {
      expect(checkDomainSource(file, code), code).toHaveLength(1);
    }
    expect(checkDomainSource(file, '// time comes in as an argument, never Date.now or window\nconst d = new Date(0);')).toEqual([]);
  });

  it('fails an application file importing adapters, ui, react-dom, urql or inversify', () => {
    const app = fake(APPLICATION, 'add-to-cart.ts');
    expect(checkApplicationSource(app, "import { UrqlCart } from '../adapters/urql-cart';")).toHaveLength(1);
    expect(checkApplicationSource(app, "import { Panel } from '../ui/cart-panel';")).toHaveLength(1);
    expect(checkApplicationSource(app, "import { createRoot } from 'react-dom/client';")).toHaveLength(1);
    expect(checkApplicationSource(app, "import { Client } from '@urql/core';")).toHaveLength(1);
    expect(checkApplicationSource(app, "import { inject } from 'inversify';")).toHaveLength(1);
    expect(checkApplicationSource(app, "import { formatCents } from '../domain';\nimport { setup } from 'xstate';")).toEqual([]);
  });

  it('fails a port importing anything but the domain, and a UI file importing an adapter', () => {
    const port = fake(PORTS, 'cart-repository.ts');
    expect(checkPortSource(port, "import type { Client } from '@urql/core';")).toHaveLength(1);
    expect(checkPortSource(port, "import type { CartService } from '../application/cart/cart-service';")).toHaveLength(1);
    expect(checkPortSource(port, "import type { Cart } from '../domain/entities';\nimport { serviceToken } from './service-token';")).toEqual([]);
    const ui = fake(join(UI, 'cart'), 'cart-panel.tsx');
    expect(checkUiSource(ui, "import { ToastCenter } from '../../adapters/notifications/toast-center';")).toHaveLength(1);
    expect(checkUiSource(ui, "import { Notifications } from '../../ports/notifications';")).toEqual([]);
    expect(checkUiSource(ui, "import { loadAccountServices } from '../../composition/account-services';")).toHaveLength(1);
    expect(checkUiSource(ui, "import { AsYouType } from 'libphonenumber-js';")).toHaveLength(1);
    expect(checkUiSource(ui, "import { PhoneNumbers } from '../../ports/phone-numbers';")).toEqual([]);
    const fakeStore = fake(FAKES, 'fake-local-store.ts');
    expect(checkFakeSource(fakeStore, "import { isCorruptValue } from '../../src/adapters/local-storage/browser-local-store';")).toHaveLength(1);
    expect(checkFakeSource(fakeStore, "import { isCorruptStoredValue } from '../../src/domain';")).toEqual([]);
  });
});
