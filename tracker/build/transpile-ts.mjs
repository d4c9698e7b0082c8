// TypeScript to JavaScript for the tracker's builds, file by file (ts.transpileModule: no type check). The type
// check is `npm run lint` (tsc --noEmit over the whole project, strict); the build only strips types, which
// isolatedModules guarantees can be done one file at a time. @rollup/plugin-typescript type-checked the whole
// program again in each of the ~50 rollup builds of `npm run build` (most of its time).
import ts from 'typescript';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const TSCONFIG = join(here, '..', 'tsconfig.build.json');

function compilerOptions() {
  const { config, error } = ts.readConfigFile(TSCONFIG, (f) => readFileSync(f, 'utf8'));
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, dirname(TSCONFIG));
  return { ...options, module: ts.ModuleKind.ESNext, sourceMap: true, inlineSourceMap: false, noEmit: false, declaration: false };
}

/** Rollup plugin: transpiles .ts modules (resolution of extension-less imports is @rollup/plugin-node-resolve's). */
export function transpileTs() {
  const options = compilerOptions();
  return {
    name: 'beacon-transpile-ts',
    transform(code, id) {
      if (!id.endsWith('.ts') || id.startsWith('\0')) return null;
      const out = ts.transpileModule(code, { compilerOptions: options, fileName: id, reportDiagnostics: false });
      const map = JSON.parse(out.sourceMapText);
      map.sources = [id];
      map.sourcesContent = [code];
      return { code: out.outputText.replace(/\n\/\/# sourceMappingURL=.*$/, ''), map };
    },
  };
}
