import { relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The import cycles among one TypeScript project's own files, each as the files it joins (relative
 * to `root`). ESLint's `import-x/no-cycle` skips `import type`, so a cycle made only of types
 * passes it; this reads every import as the compiler resolves it: value, type, re-export and
 * dynamic alike. Imports that leave the project (packages, node_modules) are not followed: each
 * project is checked on its own.
 */
export function importCycles(configFile: string, root: string): string[][] {
  const graph = importGraph(configFile);
  return stronglyConnected(graph)
    .filter((group) => group.length > 1 || graph.get(group[0]!)!.includes(group[0]!))
    .map((group) => group.map((file) => relative(root, file)).sort());
}

function importGraph(configFile: string): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`${configFile}: no TypeScript project`);
  const files = new Set(config.fileNames.map((file) => resolve(file)));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true);
    const targets = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, config.options, ts.sys).resolvedModule)
      .map((module) => (module ? resolve(module.resolvedFileName) : null))
      .filter((target): target is string => target !== null && files.has(target));
    graph.set(file, targets);
  }
  return graph;
}

/** Tarjan's algorithm: every group of files that reach each other, single files included. */
function stronglyConnected(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];

  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file)!) {
      if (!order.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, order.get(target)!));
      }
    }
    if (low.get(file) !== order.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    groups.push(group);
  };

  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return groups;
}
