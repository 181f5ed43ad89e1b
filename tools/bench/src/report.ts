import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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
/** Where the report's hand-kept part starts (the figures behind docs/decisions.md): kept as it is. */
const HAND_KEPT_HEADING = '## Measurements behind the decisions';

/** The hand-kept end of `report` (from HAND_KEPT_HEADING), or nothing. */
export function handKeptPart(report: string): string {
  const start = report.indexOf(`\n${HAND_KEPT_HEADING}\n`);
  return start === -1 ? '' : report.slice(start + 1);
}

/**
 * Keeps one suite's latest figures and rewrites docs/BENCHMARKS.md from every suite's latest,
 * keeping its hand-kept part at the end.
 */
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
  const handKept = existsSync(reportFile) ? handKeptPart(readFileSync(reportFile, 'utf8')) : '';
  writeFileSync(
    reportFile,
    `# Benchmarks\n\nWritten by \`npm run bench\` (tools/bench); each section is the latest run of one suite, with the\nexact command that produced it. Do not edit those by hand: run the command again. The last part,\n"Measurements behind the decisions", is kept by hand and left as it is.\n\n${sections.join('\n')}${handKept ? `\n${handKept}` : ''}`,
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
