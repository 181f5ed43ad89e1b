/** A release version `major.minor.patch` (a pre-release or build suffix is ignored: shared libraries are released ones). */
type Version = [number, number, number];

function parseVersion(text: string): Version | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** One comparator of a range (`^1.2.3`, `~1.2.3`, `>=1.2.3`, `<2.0.0`, `1.2.3`, `*`) as a test of a version; null when unreadable. */
function comparator(text: string): ((version: Version) => boolean) | null {
  if (text === '*' || text === '' || text === 'x') return () => true;
  const match = /^(\^|~|>=|<=|>|<|=)?(.*)$/.exec(text)!;
  const base = parseVersion(match[2]!);
  if (!base) return null;
  const [major, minor] = base;
  switch (match[1]) {
    case '^':
      // npm's caret: the left-most non-zero part stays.
      return (version) =>
        compare(version, base) >= 0 &&
        (major > 0
          ? version[0] === major
          : minor > 0
            ? version[0] === 0 && version[1] === minor
            : compare(version, base) === 0);
    case '~':
      return (version) =>
        compare(version, base) >= 0 && version[0] === major && version[1] === minor;
    case '>=':
      return (version) => compare(version, base) >= 0;
    case '<=':
      return (version) => compare(version, base) <= 0;
    case '>':
      return (version) => compare(version, base) > 0;
    case '<':
      return (version) => compare(version, base) < 0;
    default:
      return (version) => compare(version, base) === 0;
  }
}

/**
 * True when `version` satisfies the npm-style `range` as the module federation runtime reads a
 * shared module's `requiredVersion`: `||` alternatives of space-separated comparators, all of
 * which must hold. A version or range this cannot read satisfies nothing.
 */
export function versionSatisfies(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  if (!parsed) return false;
  return range.split('||').some((alternative) => {
    const tests = alternative.trim().split(/\s+/).map(comparator);
    return tests.every((test) => test !== null && test(parsed));
  });
}
