// The release command's way in (tools/release): the same code the API reads the live releases with.
export { releaseRepository, ReleaseRefused, type Release, type ReleaseRecord, type RemoteHistory, type ReleaseRepository } from './release-repository';
export { checkCompatible, publishRelease, readLiveSite, readRemoteBuild, recordOf, type RemoteBuild } from './release-build';
