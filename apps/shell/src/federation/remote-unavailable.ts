/**
 * What loading a remote answers when it cannot be had (manifest or entry unreachable, broken
 * build): a marker the shell renders as a friendly message with a retry, instead of a crash.
 */
export interface RemoteUnavailable {
  remoteUnavailable: true;
  id: string;
  reason: string;
}

export function isRemoteUnavailable(value: unknown): value is RemoteUnavailable {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as RemoteUnavailable).remoteUnavailable === true
  );
}
