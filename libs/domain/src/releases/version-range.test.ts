import { versionSatisfies } from './version-range';

describe('versionSatisfies (a shared module range as the federation runtime reads it)', () => {
  it.each([
    ['19.3.1', '19.3.1', true],
    ['19.3.2', '19.3.1', false],
    ['19.4.0', '^19.3.1', true],
    ['19.3.0', '^19.3.1', false],
    ['20.0.0', '^19.3.1', false],
    ['18.3.1', '^19.0.0', false],
    ['0.2.5', '^0.2.3', true],
    ['0.3.0', '^0.2.3', false],
    ['0.0.4', '^0.0.3', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['19.0.0', '>=18.0.0 <20.0.0', true],
    ['20.0.0', '>=18.0.0 <20.0.0', false],
    ['18.3.1', '^17.0.0 || ^18.0.0', true],
    ['1.0.0', '*', true],
    ['1.0.0-rc.1', '1.0.0', true],
  ])('%s against %s: %s', (version, range, expected) => {
    expect(versionSatisfies(version, range)).toBe(expected);
  });

  it('satisfies nothing it cannot read', () => {
    expect(versionSatisfies('latest', '^1.0.0')).toBe(false);
    expect(versionSatisfies('1.0.0', 'workspace:^')).toBe(false);
  });
});
