import { useState } from 'react';
import type { ApiKey } from '@vouch/contracts';
import { useDateFormat } from '@vouch/api-client';
import { Button, PlainList, Spinner } from '@vouch/design-system';
import {
  useGetApiKeysQuery,
  useRevokeApiKeyMutation,
  type CreatedApiKey,
  type MyShop,
} from '../api/shop-connect-api';
import { ApiKeyForm, SCOPE_LABELS } from './api-key-form';
import { ConfirmDialog } from './confirm-dialog';
import { Actions, Alert, Card, Code, Entry, Muted, SubPart } from './connect-styles';
import { CopyField } from './copy-field';

/** The secret of the key just made: shown here, once, until the owner is done with it. */
function NewSecret({ created, onDone }: { created: CreatedApiKey; onDone(): void }) {
  return (
    <Card role="group" aria-label={`New key ${created.api_key.name}`}>
      <p>
        <strong>Copy this key now: Vouch shows it only once.</strong>
      </p>
      <CopyField label={`Key ${created.api_key.name}`} value={created.secret} />
      <Actions>
        <Button $variant="secondary" onClick={onDone}>
          I have copied it
        </Button>
      </Actions>
    </Card>
  );
}

function KeyEntry({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke(): void }) {
  const { date, moment } = useDateFormat();
  return (
    <Entry>
      <div>
        <strong>{apiKey.name}</strong>
        <span>
          <Code>{apiKey.prefix}…</Code> ·{' '}
          {apiKey.scopes.map((scope) => SCOPE_LABELS[scope]).join(', ')}
        </span>
        <Muted as="span">
          Created {date(apiKey.created_at)} ·{' '}
          {apiKey.last_used_at ? `last used ${moment(apiKey.last_used_at)}` : 'never used'}
          {apiKey.revoked_at && ` · revoked ${date(apiKey.revoked_at)}`}
        </Muted>
      </div>
      {!apiKey.revoked_at && (
        <Button $variant="secondary" aria-label={`Revoke ${apiKey.name}`} onClick={onRevoke}>
          Revoke
        </Button>
      )}
    </Entry>
  );
}

/** A shop's API keys, for its owner: make one (its secret shown once), list them, revoke one. */
export function ApiKeys({ shop }: { shop: MyShop }) {
  const keys = useGetApiKeysQuery(shop.slug);
  const [revokeKey] = useRevokeApiKeyMutation();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const headingId = `api-keys-${shop.slug}`;
  return (
    <SubPart aria-labelledby={headingId}>
      <h4 id={headingId}>API keys</h4>
      <Muted>Keys let your shop&apos;s systems send orders to Vouch and read your reviews.</Muted>
      <ApiKeyForm shopSlug={shop.slug} shopName={shop.name} onCreated={setCreated} />
      {created && <NewSecret created={created} onDone={() => setCreated(null)} />}
      {keys.data ? (
        keys.data.api_keys.length === 0 ? (
          <Muted>No keys yet.</Muted>
        ) : (
          <PlainList aria-label={`API keys of ${shop.name}`}>
            {keys.data.api_keys.map((apiKey) => (
              <KeyEntry
                key={apiKey.public_id}
                apiKey={apiKey}
                onRevoke={() => setRevoking(apiKey)}
              />
            ))}
          </PlainList>
        )
      ) : keys.isError ? (
        <Alert role="alert">The keys could not be loaded. Reload the page to try again.</Alert>
      ) : (
        <Spinner />
      )}
      {revoking && (
        <ConfirmDialog
          title={`Revoke ${revoking.name}?`}
          text="Whatever uses this key stops working at once. A revoked key cannot be used again."
          confirmLabel="Revoke key"
          busyLabel="Revoking…"
          confirm={() => revokeKey({ shopSlug: shop.slug, publicId: revoking.public_id }).unwrap()}
          onClose={() => setRevoking(null)}
        />
      )}
    </SubPart>
  );
}
