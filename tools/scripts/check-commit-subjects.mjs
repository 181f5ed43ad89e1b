// `npm test`'s check of the subjects already committed, by the commit-msg hook's rule
// (commit-message.mjs): a clone whose hook was never turned on, or a commit made with
// --no-verify, fails here. It checks the commits since the one that brought the hook in (older
// subjects predate the rule; a history without that commit is checked whole). A clone without git
// history passes and says so; a shallow one is checked as far as it goes, and says so.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { subjectProblem } from './commit-message.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const HOOK = '.githooks/commit-msg';

/**
 * Each commit whose subject breaks the rule, as "<hash> <problem>: <subject>".
 * @param {string} log `git log --format='%h %s'`: a commit a line, its short hash then its subject.
 * @returns {string[]}
 */
export function subjectProblems(log) {
  return log
    .split('\n')
    .filter((line) => line !== '')
    .flatMap((line) => {
      const [hash = '', ...words] = line.split(' ');
      const subject = words.join(' ');
      const problem = subjectProblem(subject);
      return problem === null ? [] : [`${hash} ${problem}: ${subject}`];
    });
}

/** git's output, or `out: null` and why when git cannot answer here (no git, no repository). */
function git(...args) {
  const run = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (run.error) return { out: null, why: run.error.message };
  if (run.status !== 0) return { out: null, why: run.stderr.trim() };
  return { out: run.stdout.trim(), why: '' };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const head = git('rev-parse', '--verify', 'HEAD');
  if (head.out === null) {
    console.log(`Commit subjects not checked: no git history here (${head.why}).`);
    process.exit(0);
  }
  // The oldest commit adding the hook; in a shallow clone, the oldest commit there is.
  const since = git('log', '--diff-filter=A', '--format=%H', '--', HOOK).out?.split('\n').at(-1);
  const parents = since ? (git('rev-parse', `${since}^@`).out ?? '').split('\n') : [];
  // Merges are left out: a pull request's test merge ("Merge <sha> into <sha>") is git's, not ours.
  const log = git(
    'log',
    '--no-merges',
    '--format=%h %s',
    'HEAD',
    '--not',
    ...parents.filter(Boolean),
  );
  if (log.out === null) {
    console.log(`Commit subjects not checked: git log failed (${log.why}).`);
    process.exit(0);
  }
  const problems = subjectProblems(log.out);
  const count = log.out === '' ? 0 : log.out.split('\n').length;
  const shallow = git('rev-parse', '--is-shallow-repository').out === 'true';
  const scope = `${count} commit subjects${since ? ` since ${since.slice(0, 7)}` : ''}${
    shallow ? ' (a shallow clone: only the commits it has)' : ''
  }`;
  if (problems.length > 0) {
    console.error(`${scope}; these break the rule of ${HOOK}:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(`${scope}: all keep the rule of ${HOOK}.`);
}
