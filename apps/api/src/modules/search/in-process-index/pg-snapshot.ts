/**
 * What a `pg_snapshot` in its text form (`xmin:xmax:xip_list`, PostgreSQL's "Snapshot Information
 * Functions") says of the transactions it does not see: every one at or past `xmax`, and those in
 * flight when it was taken (`inFlight`, the xip list). Ids stay decimal strings: xid8 is 64-bit.
 */
export function pgSnapshotBounds(snapshot: string): { xmax: string; inFlight: string[] } {
  const match = /^(\d+):(\d+):((?:\d+(?:,\d+)*)?)$/.exec(snapshot);
  if (!match) throw new Error(`not a pg_snapshot: ${snapshot}`);
  return { xmax: match[2]!, inFlight: match[3] ? match[3].split(',') : [] };
}
