import { pgSnapshotBounds } from './pg-snapshot';

describe('pgSnapshotBounds', () => {
  it('reads xmax and an empty in-flight list', () => {
    expect(pgSnapshotBounds('23510:23510:')).toEqual({ xmax: '23510', inFlight: [] });
  });

  it('reads every in-flight transaction, 64-bit ids kept exact', () => {
    expect(pgSnapshotBounds('10:9007199254740995:11,9007199254740993')).toEqual({
      xmax: '9007199254740995',
      inFlight: ['11', '9007199254740993'],
    });
  });

  it('refuses what is not a snapshot', () => {
    expect(() => pgSnapshotBounds('10:20')).toThrow('not a pg_snapshot');
    expect(() => pgSnapshotBounds('10:20:1,')).toThrow('not a pg_snapshot');
    expect(() => pgSnapshotBounds("1:2:3'); drop table x")).toThrow('not a pg_snapshot');
  });
});
