import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from '@vouch/site-runner';

export interface SuiteResult {
  suite: string;
  title: string;
  command: string;
  measuredAt: string;
  machine: string;
  /** Markdown: the figures as tables, with the bars they are held to. */
  body: string;
}

const resultsDir = path.join(workspaceRoot, 'docs/benchmarks');
const reportFile = path.join(workspaceRoot, 'docs/BENCHMARKS.md');

/** Keeps one suite's latest figures and rewrites docs/BENCHMARKS.md from every suite's latest. */
export function recordSuite(result: SuiteResult): void {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, `${result.suite}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  const suites = readdirSync(resultsDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(resultsDir, file), 'utf8')) as SuiteResult);
  const sections = suites.map(
    (suite) =>
      `## ${suite.title}\n\nMeasured ${suite.measuredAt} on ${suite.machine}.\n\nCommand: \`${suite.command}\`\n\n${suite.body}\n`,
  );
  writeFileSync(
    reportFile,
    `# Benchmarks\n\nWritten by \`npm run bench\` (tools/bench); each section is the latest run of one suite, with the\nexact command that produced it. Do not edit by hand: run the command again.\n\n${sections.join('\n')}`,
  );
}

export function markdownTable(headers: string[], rows: (string | number)[][]): string {
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** How a figure stands against its bar, as every section words it. */
export const met = (ok: boolean): string => (ok ? 'met' : '**missed**');
