import { versionSatisfies } from './version-range';

/** A shared module as a remote's mf-manifest.json lists it: the version it was built with and the range it requires. */
export interface BuiltSharedModule {
  name: string;
  version: string;
  requiredVersion?: string | false;
}

/** What a release is checked against: the live shell's shared modules (name -> version) and the contract versions the server answers. */
export interface LiveSite {
  shellShared: Record<string, string>;
  answeredContractVersions: readonly number[];
}

/**
 * Why a remote's build cannot go live next to the live shell, one sentence each; empty when it
 * can. The shell provides every singleton (shared strategy loaded-first): each range the remote
 * requires must hold for the shell's version, or at run time the remote gets a library it was not
 * built for. A remote built against an api-client contract the server no longer answers would ask
 * for routes or shapes that are gone.
 */
export function releaseCompatibilityProblems(
  release: { shared: readonly BuiltSharedModule[]; contractVersion: number },
  live: LiveSite,
): string[] {
  const problems: string[] = [];
  for (const module of release.shared) {
    const required = module.requiredVersion || module.version;
    const provided = live.shellShared[module.name];
    if (provided === undefined)
      problems.push(`${module.name} ${required}: the live shell does not share it`);
    else if (!versionSatisfies(provided, required))
      problems.push(
        `${module.name}: built against ${module.version} (requires ${required}), the live shell has ${provided}`,
      );
  }
  if (!live.answeredContractVersions.includes(release.contractVersion))
    problems.push(
      `api-client contract ${release.contractVersion}: the server answers contract ${live.answeredContractVersions.join(', ') || 'none'}`,
    );
  return problems;
}
