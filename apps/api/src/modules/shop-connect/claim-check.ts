import {
  VERIFICATION_FILE_PATH,
  fileCarriesVerificationToken,
  pageCarriesVerificationToken,
  verificationMissingMessage,
  type VerificationMethod,
} from '@vouch/domain';
import {
  guardedFetch,
  OutboundFetchRefused,
  type GuardedFetchOptions,
} from '../../outbound/guarded-fetch';

/** What a check of a claim found: proven, or why not in words the owner can act on. */
export type ClaimCheck = { proven: true } | { proven: false; error: string };

/**
 * Fetches the proof `method` names from the claimed site (through the guarded fetcher: public
 * addresses only, same-host redirects, 5 s, 64 KB) and looks for the claim's token in it.
 */
export async function checkClaim(
  claim: { site_origin: string; token: string },
  method: VerificationMethod,
  fetchOptions: GuardedFetchOptions,
): Promise<ClaimCheck> {
  const url =
    method === 'meta_tag'
      ? `${claim.site_origin}/`
      : `${claim.site_origin}${VERIFICATION_FILE_PATH}`;
  try {
    const answer = await guardedFetch(url, fetchOptions);
    if (answer.status !== 200)
      return {
        proven: false,
        error: `We fetched ${url} and it answered ${answer.status}, not 200. Publish it where anyone can open it, and check again.`,
      };
    const carries =
      method === 'meta_tag'
        ? pageCarriesVerificationToken(answer.body, claim.token)
        : fileCarriesVerificationToken(answer.body, claim.token);
    return carries
      ? { proven: true }
      : { proven: false, error: verificationMissingMessage(method, answer.url, claim.token) };
  } catch (error) {
    if (error instanceof OutboundFetchRefused) return { proven: false, error: error.message };
    throw error;
  }
}
