// The release command's way in (tools/release): the same code the API reads the live releases with.
export { releaseRepository, ReleaseRefused, type Release, type ReleaseRecord, type RemoteHistory, type ReleaseRepository } from './release-repository';
export { checkCompatible, promoteRelease, publishRelease, readLiveSite, readRemoteBuild, recordOf, rollbackRelease, type RemoteBuild } from './release-build';
