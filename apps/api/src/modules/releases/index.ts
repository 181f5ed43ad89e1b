// Releases' front door: the release command (tools/release) reads and writes them with the same code the API reads the live releases with.
export {
  releaseRepository,
  ReleaseRefused,
  type Release,
  type ReleaseRecord,
  type RemoteHistory,
  type ReleaseRepository,
} from './release-repository';
export { recordAnsweredContracts } from './api-servers';
export {
  checkCompatible,
  promoteRelease,
  publishRelease,
  readLiveSite,
  readRemoteBuild,
  recordOf,
  rollbackRelease,
  type RemoteBuild,
} from './release-build';
