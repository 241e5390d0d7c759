// Which modules a screen runs, read binding by binding (decision 156): used by vite.config.ts to put the
// modules the landing screens share, the domain's among them, in one chunk.
import { parseAst } from 'vite';

/** What a module takes from others and passes on (decision 156). `'*'`: every binding. */
export interface Links {
  imports: { from: string; names: string[] | '*' }[];
  reexports: { from: string; names: Map<string, string> | '*' }[];
  /** Bindings it declares (or exports from its own imports), so that asking for them uses the module. */
  own: Set<string>;
}
type Named = { type: string; name?: string; value?: unknown };
const nameOf = (node: Named) => (node.type === 'Identifier' ? String(node.name) : String(node.value));

export async function readLinks(
  code: string,
  id: string,
  resolve: (source: string) => Promise<string | undefined>,
): Promise<Links | undefined> {
  let program: ReturnType<typeof parseAst>;
  try {
    program = parseAst(code, { lang: id.endsWith('x') ? 'tsx' : 'ts' });
  } catch {
    return undefined; // read as a whole by `usedModules`
  }
  const result: Links = { imports: [], reexports: [], own: new Set() };
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      if (statement.importKind === 'type') continue;
      const from = await resolve(statement.source.value);
      if (!from) continue;
      const names: string[] = [];
      let all = false;
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportNamespaceSpecifier') all = true;
        else if (specifier.type === 'ImportDefaultSpecifier') names.push('default');
        else if (specifier.importKind !== 'type') names.push(nameOf(specifier.imported));
      }
      result.imports.push({ from, names: all ? '*' : names });
    } else if (statement.type === 'ExportAllDeclaration') {
      if (statement.exportKind === 'type') continue;
      const from = await resolve(statement.source.value);
      if (!from) continue;
      if (statement.exported) {
        result.own.add(nameOf(statement.exported));
        result.imports.push({ from, names: '*' });
      } else result.reexports.push({ from, names: '*' });
    } else if (statement.type === 'ExportNamedDeclaration') {
      if (statement.exportKind === 'type') continue;
      const names = new Map<string, string>();
      for (const specifier of statement.specifiers) {
        if (specifier.exportKind !== 'type') names.set(nameOf(specifier.exported), nameOf(specifier.local));
      }
      const from = statement.source ? await resolve(statement.source.value) : undefined;
      if (from) result.reexports.push({ from, names });
      else for (const name of names.keys()) result.own.add(name);
      const declaration = statement.declaration;
      if (declaration && 'id' in declaration && declaration.id && declaration.id.type === 'Identifier') {
        result.own.add(declaration.id.name);
      } else if (declaration?.type === 'VariableDeclaration') {
        for (const item of declaration.declarations) {
          // A destructured export makes the module used whatever is asked of it: cheap and safe.
          if (item.id.type === 'Identifier') result.own.add(item.id.name);
          else result.own.add('*');
        }
      }
    } else if (statement.type === 'ExportDefaultDeclaration') {
      result.own.add('default');
    }
  }
  return result;
}

/**
 * The modules whose code `starts` run, following each import by the bindings it names (decision 156):
 * through the domain's barrel (`@portal/domain`), a screen reaches only the domain modules that declare
 * what it imports, not every module the barrel re-exports. Modules outside `links` count whole.
 */
export function usedModules(
  starts: string[],
  {
    links,
    staticImports,
  }: { links: ReadonlyMap<string, Links>; staticImports: ReadonlyMap<string, readonly string[]> },
): Set<string> {
  const used = new Set<string>();
  const asked = new Map<string, Set<string> | '*'>();
  const queue: [string, string[] | '*'][] = starts.map((id) => [id, '*']);
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const [id, names] = next;
    const link = links.get(id);
    if (!link) {
      if (!used.has(id) && !id.includes('/packages/domain/')) {
        used.add(id);
        for (const imported of staticImports.get(id) ?? []) queue.push([imported, '*']);
      }
      continue;
    }
    const before = asked.get(id);
    if (before === '*') continue;
    let fresh: string[] | '*' = names;
    if (names === '*') asked.set(id, '*');
    else {
      const seen = before ?? new Set<string>();
      fresh = names.filter((name) => !seen.has(name));
      if (before && fresh.length === 0) continue;
      for (const name of fresh) seen.add(name);
      asked.set(id, seen);
    }
    // The app's modules count whole when imported at all; a domain module (no side effects, so dropped
    // when nothing of it is used) when one of its own bindings is asked for.
    const runs =
      fresh === '*' ||
      !id.includes('/packages/domain/') ||
      link.own.has('*') ||
      fresh.some((name) => link.own.has(name));
    if (runs && !used.has(id)) {
      used.add(id);
      for (const imported of link.imports) queue.push([imported.from, imported.names]);
    }
    for (const reexport of link.reexports) {
      if (fresh === '*')
        queue.push([reexport.from, reexport.names === '*' ? '*' : [...reexport.names.values()]]);
      else if (reexport.names === '*') {
        const explicit = new Set(
          link.reexports.flatMap((other) => (other.names === '*' ? [] : [...other.names.keys()])),
        );
        const rest = fresh.filter((name) => !link.own.has(name) && !explicit.has(name) && name !== 'default');
        if (rest.length > 0) queue.push([reexport.from, rest]);
      } else {
        const map = reexport.names;
        const wanted = fresh.flatMap((name) => (map.has(name) ? [String(map.get(name))] : []));
        if (wanted.length > 0) queue.push([reexport.from, wanted]);
      }
    }
  }
  return used;
}
