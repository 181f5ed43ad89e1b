import { contractsAnsweredByAll, deployedServers } from './served-contracts';

const MINUTE = 60_000;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 12, minute));

describe('deployedServers', () => {
  it('is none when no server recorded itself', () => {
    expect(deployedServers([], 3 * MINUTE)).toBeNull();
  });

  it('takes the servers seen within the window of the one seen last, leaving out ones gone before', () => {
    const running = [
      { answeredContractVersions: [2], seenAt: at(30) },
      { answeredContractVersions: [1, 2], seenAt: at(28) },
    ];
    const gone = { answeredContractVersions: [1], seenAt: at(20) };
    expect(deployedServers([gone, ...running], 3 * MINUTE)).toEqual({
      servers: running,
      lastSeenAt: at(30),
    });
  });
});

describe('contractsAnsweredByAll', () => {
  it('keeps the versions every server answers (an old and a new build during a rolling deploy)', () => {
    const servers = [
      { answeredContractVersions: [1, 2], seenAt: at(0) },
      { answeredContractVersions: [2, 3], seenAt: at(0) },
    ];
    expect(contractsAnsweredByAll(servers)).toEqual([2]);
    expect(contractsAnsweredByAll(servers.slice(1))).toEqual([2, 3]);
    expect(contractsAnsweredByAll([])).toEqual([]);
  });
});
