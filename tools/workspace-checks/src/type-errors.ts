import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../../..');

/**
 * Type-checks `code` as if it were the file at `file`, with the compiler options of the project
 * it sits in (its own tsconfig.json: which `lib` and `types` it gets), and returns the messages.
 */
export function typeErrors(project: string, file: string, code: string): string[] {
  const configPath = path.join(root, project, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath));
  const probePath = path.join(root, project, file);
  const host = ts.createCompilerHost(parsed.options);
  const readSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, languageVersion, ...rest) =>
    name === probePath
      ? ts.createSourceFile(name, code, languageVersion)
      : readSourceFile(name, languageVersion, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === probePath || fileExists(name);
  const program = ts.createProgram({
    rootNames: [probePath, ...parsed.fileNames.filter((name) => name.endsWith('.d.ts'))],
    options: parsed.options,
    host,
  });
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(probePath))
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}
