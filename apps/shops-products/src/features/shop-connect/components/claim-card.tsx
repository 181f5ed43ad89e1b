import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { ShopClaim } from '@vouch/contracts';
import { errorMessageOf } from '@vouch/api-client';
import { Button } from '@vouch/design-system';
import { pagePath, type VerificationMethod } from '@vouch/domain';
import { useVerifyShopClaimMutation } from '../api/shop-connect-api';
import { Actions, Alert, Card, Code } from './connect-styles';
import { CopyField } from './copy-field';

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    min-width: 0;
  }
`;

const CHECKS: { method: VerificationMethod; label: string }[] = [
  { method: 'meta_tag', label: 'Check the tag' },
  { method: 'well_known_file', label: 'Check the file' },
];

/**
 * One claim: what to publish on the shop's site (the tag, or the file), a check of either, and
 * what the last check found, in the server's words; once proven, the shop it made the viewer own.
 */
export function ClaimCard({ claim }: { claim: ShopClaim }) {
  const [verify] = useVerifyShopClaimMutation();
  const [checking, setChecking] = useState<VerificationMethod | null>(null);
  const [error, setError] = useState<string | null>(null);
  const headingId = `claim-${claim.public_id}`;

  const check = async (method: VerificationMethod) => {
    setChecking(method);
    setError(null);
    try {
      await verify({ publicId: claim.public_id, method }).unwrap();
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setChecking(null);
    }
  };

  if (claim.status === 'verified' && claim.shop)
    return (
      <Card as="li" aria-labelledby={headingId}>
        <h3 id={headingId}>{claim.domain}</h3>
        <p>Verified: you own {claim.shop.name}</p>
        <p>
          <Link to={pagePath('shop', { shopSlug: claim.shop.slug })}>
            See {claim.shop.name} on Vouch
          </Link>
        </p>
      </Card>
    );

  const lastError = error ?? claim.last_error;
  return (
    <Card as="li" aria-labelledby={headingId}>
      <h3 id={headingId}>{claim.domain}</h3>
      <p>Prove that {claim.shop_name} is yours: publish one of these, then check it.</p>
      <Steps>
        <li>
          <span>Add this tag to the &lt;head&gt; of your home page</span>
          <CopyField label={`Tag for ${claim.domain}`} value={claim.meta_tag} />
        </li>
        <li>
          <span>
            Or publish a file at <Code>{claim.file_url}</Code> containing <Code>{claim.token}</Code>
          </span>
        </li>
      </Steps>
      <Actions>
        {CHECKS.map(({ method, label }) => (
          <Button
            key={method}
            $variant={method === 'meta_tag' ? 'primary' : 'secondary'}
            disabled={checking !== null}
            onClick={() => check(method)}
          >
            {checking === method ? 'Checking…' : label}
          </Button>
        ))}
      </Actions>
      {lastError && <Alert role="alert">{lastError}</Alert>}
    </Card>
  );
}
