import { releaseCompatibilityProblems } from './release-compatibility';

const live = {
  shellShared: { react: '19.3.1', '@vouch/api-client': '1.2.0' },
  answeredContractVersions: [1, 2],
};

describe('releaseCompatibilityProblems', () => {
  it('finds none when the shell satisfies every range and the server answers the contract', () => {
    const shared = [
      { name: 'react', version: '19.3.1', requiredVersion: '^19.3.0' },
      { name: '@vouch/api-client', version: '1.1.0', requiredVersion: '^1.1.0' },
    ];
    expect(releaseCompatibilityProblems({ shared, contractVersion: 2 }, live)).toEqual([]);
  });

  it('names a library built against a version the shell cannot satisfy (React 18 against 19)', () => {
    const shared = [{ name: 'react', version: '18.3.1', requiredVersion: '^18.3.1' }];
    expect(releaseCompatibilityProblems({ shared, contractVersion: 1 }, live)).toEqual([
      'react: built against 18.3.1 (requires ^18.3.1), the live shell has 19.3.1',
    ]);
  });

  it('checks the built version when no range is required', () => {
    const shared = [
      { name: '@vouch/api-client', version: '2.0.0', requiredVersion: false as const },
    ];
    expect(releaseCompatibilityProblems({ shared, contractVersion: 1 }, live)).toEqual([
      '@vouch/api-client: built against 2.0.0 (requires 2.0.0), the live shell has 1.2.0',
    ]);
  });

  it('names a shared library the shell does not share', () => {
    expect(
      releaseCompatibilityProblems(
        {
          shared: [{ name: 'lodash', version: '4.17.21', requiredVersion: '^4.17.0' }],
          contractVersion: 1,
        },
        live,
      ),
    ).toEqual(['lodash ^4.17.0: the live shell does not share it']);
  });

  it('names a contract the server no longer answers', () => {
    expect(releaseCompatibilityProblems({ shared: [], contractVersion: 0 }, live)).toEqual([
      'api-client contract 0: the server answers contract 1, 2',
    ]);
  });
});
