// The agent's standalone build renames the members listed in vite.tracker-internals.ts. That is safe only while
// every use of such a name in the agent's code is of a member the agent itself declares (not the DOM's, not a
// library's, not an untyped object's) and no name is spelled as a string (a key looked up at run time).
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { INTERNAL_NAMES } from '../../vite.tracker-internals';

const root = path.resolve(import.meta.dirname, '../..');
const agentFile = (f: string) => /src\/(tracker\/|domain\/recording\/|domain\/messages|protocol\/)/.test(f);

function misuses(): string[] {
  const names = new Set<string>(INTERNAL_NAMES);
  const files = ts.sys.readDirectory(path.join(root, 'src'), ['.ts', '.tsx']).filter(agentFile);
  // The agent runs in pages: the DOM's and Vite's types, not Node's (whose declarations were a fifth of the check).
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022, lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'], module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler, strict: true, jsx: ts.JsxEmit.ReactJSX, allowImportingTsExtensions: true,
    noEmit: true, skipLibCheck: true, types: ['vite/client'], useDefineForClassFields: false, resolveJsonModule: true,
  });
  const checker = program.getTypeChecker();
  const found: string[] = [];
  const ours = (d: ts.Declaration) => d.getSourceFile().fileName.startsWith(path.join(root, 'src'));
  const inType = (n: ts.Node) => { for (let p = n.parent; p; p = p.parent) if (ts.isTypeNode(p)) return true; return false; };
  const where = (n: ts.Node) => `${path.relative(root, n.getSourceFile().fileName)}:${n.getSourceFile().getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
  const declaredByUs = (n: ts.Node, name: string, decls: readonly ts.Declaration[] | undefined) => {
    if (!decls?.length) found.push(`${where(n)} ${name}: no declaration of ours`);
    else if (!decls.every(ours)) found.push(`${where(n)} ${name}: declared outside the agent`);
  };
  for (const sf of program.getSourceFiles()) {
    if (!files.includes(sf.fileName)) continue;
    const visit = (n: ts.Node): void => {
      if (ts.isPropertyAccessExpression(n) && names.has(n.name.text)) declaredByUs(n, n.name.text, checker.getSymbolAtLocation(n.name)?.declarations);
      if (ts.isElementAccessExpression(n) && ts.isStringLiteralLike(n.argumentExpression) && names.has(n.argumentExpression.text)) found.push(`${where(n)} looked up by a string`);
      if (ts.isStringLiteralLike(n) && names.has(n.text) && !inType(n) && !ts.isImportDeclaration(n.parent) && !ts.isExportDeclaration(n.parent)) found.push(`${where(n)} '${n.text}' as a string`);
      if ((ts.isPropertyAssignment(n) || ts.isShorthandPropertyAssignment(n) || ts.isMethodDeclaration(n)) && ts.isIdentifier(n.name) && names.has(n.name.text) && ts.isObjectLiteralExpression(n.parent)) {
        declaredByUs(n, n.name.text, checker.getContextualType(n.parent)?.getProperty(n.name.text)?.declarations);
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return found;
}

describe("The agent's renamed members", () => {
  it('are only ever members the agent declares, never spelled as strings', () => {
    expect(misuses()).toEqual([]);
  }, 120_000);
});
