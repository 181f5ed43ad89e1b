// The house rule for commit messages (README "Commits"): a subject of at most 72 characters that
// says what changed, then, when there is more to say, a blank line and a body with the why and
// the figures. `.githooks/commit-msg` runs this on every commit; `npm install` turns the hook on.
// `npm test` checks the subjects already committed by the same rule (check-commit-subjects.mjs).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SUBJECT_LIMIT = 72;

/** What is wrong with a subject line, or null. */
export function subjectProblem(subject) {
  if (subject.trim() === '') return 'the subject line is empty';
  if (subject.length > SUBJECT_LIMIT)
    return `the subject has ${subject.length} characters; at most ${SUBJECT_LIMIT}, the why goes in the body`;
  return null;
}

/** What is wrong with a commit message, or an empty list. Git's comment lines do not count. */
export function commitMessageProblems(message) {
  const lines = message
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .map((line) => line.trimEnd());
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  const [subject = '', second] = lines;
  const problems = [subjectProblem(subject)].filter((problem) => problem !== null);
  if (second !== undefined && second !== '')
    problems.push('a blank line must separate the subject from the body');
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = commitMessageProblems(readFileSync(process.argv[2], 'utf8'));
  if (problems.length > 0) {
    console.error(`Commit refused: ${problems.join('; ')}.`);
    process.exit(1);
  }
}
