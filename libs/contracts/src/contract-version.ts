// In JSON so the build configuration (tools/webpack) reads the same numbers into each remote's build-info.json.
import contract from './contract-version.json';

/**
 * The version of the API contract (routes and shapes) the api-client of this commit is written
 * against: bumped when a route or a shape changes in a way an older client cannot read.
 */
export const API_CONTRACT_VERSION: number = contract.version;

/** The contract versions this commit's server still answers: a remote built against another is refused before it goes live. */
export const ANSWERED_CONTRACT_VERSIONS: readonly number[] = contract.answered;
