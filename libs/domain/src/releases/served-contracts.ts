/** An API process as it recorded itself in the database: the contract versions it answers, and when it was last seen running. */
export interface RecordedServer {
  answeredContractVersions: readonly number[];
  seenAt: Date;
}

/**
 * The servers taken as the deployed ones: those seen within `togetherMs` of the one seen last (a
 * running process renews its record well within it). While the site runs these are the running
 * processes (and, for `togetherMs`, ones just stopped, as in a rolling deploy); while it is stopped,
 * the ones that ran last. Null when no server ever recorded itself.
 */
export function deployedServers(
  servers: readonly RecordedServer[],
  togetherMs: number,
): { servers: RecordedServer[]; lastSeenAt: Date } | null {
  if (servers.length === 0) return null;
  const lastSeenAt = new Date(Math.max(...servers.map((server) => server.seenAt.getTime())));
  return {
    servers: servers.filter(
      (server) => lastSeenAt.getTime() - server.seenAt.getTime() <= togetherMs,
    ),
    lastSeenAt,
  };
}

/** The contract versions every one of `servers` answers: a remote is sent to any of them. */
export function contractsAnsweredByAll(servers: readonly RecordedServer[]): number[] {
  const [first, ...rest] = servers;
  if (!first) return [];
  return first.answeredContractVersions.filter((version) =>
    rest.every((server) => server.answeredContractVersions.includes(version)),
  );
}
