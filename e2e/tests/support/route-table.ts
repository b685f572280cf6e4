import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** One routable entry of the console's route table, as the sweep tests visit it. */
export interface TableRoute {
  fullPath: string;
  /** Rendered without the layout shell. */
  bare: boolean;
}

const ROUTES_FILE = new URL('../../../console/src/app/routes.ts', import.meta.url);

/**
 * The pages of console/src/app/routes.ts with their absolute paths. The table is read as source, not
 * imported: it pulls in the console's icon package, which Node cannot load outside the bundler.
 */
export function routeTable(): TableRoute[] {
  const source = ts.createSourceFile('routes.ts', readFileSync(ROUTES_FILE, 'utf8'), ts.ScriptTarget.Latest);
  const table = source.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) => statement.declarationList.declarations)
    .find((declaration) => declaration.name.getText(source) === 'routes')?.initializer;
  if (!table || !ts.isArrayLiteralExpression(table)) throw new Error('routes.ts: no `routes` array');

  const property = (node: ts.ObjectLiteralExpression, name: string) =>
    node.properties.find(
      (entry): entry is ts.PropertyAssignment =>
        ts.isPropertyAssignment(entry) && entry.name.getText(source) === name,
    )?.initializer;
  const join = (base: string, path: string) =>
    !path ? base : path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`;

  const walk = (list: ts.ArrayLiteralExpression, base: string, bare: boolean): TableRoute[] =>
    list.elements.filter(ts.isObjectLiteralExpression).flatMap((node) => {
      const path = property(node, 'path');
      const fullPath = join(base, path && ts.isStringLiteral(path) ? path.text : '');
      const isBare = bare || property(node, 'bare')?.kind === ts.SyntaxKind.TrueKeyword;
      const children = property(node, 'children');
      const own = property(node, 'page') ? [{ fullPath, bare: isBare }] : [];
      return [
        ...own,
        ...(children && ts.isArrayLiteralExpression(children) ? walk(children, fullPath, isBare) : []),
      ];
    });
  return walk(table, '', false);
}
