import { useId, useState, type FormEvent } from 'react';
import { Button, ChoiceList, TextField } from '@vouch/design-system';
import type { ApiKeyScope } from '@vouch/domain';
import { useCreateApiKeyMutation, type CreatedApiKey } from '../api/shop-connect-api';
import { Alert, Form } from './connect-styles';
import { NO_REFUSAL, refusalOf, type Refusal } from './refusal';

/** The scopes a key may have, as the owner reads them. */
export const SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'orders:write': 'Send orders (orders:write)',
  'reviews:read': 'Read reviews (reviews:read)',
};
const SCOPES = Object.keys(SCOPE_LABELS) as ApiKeyScope[];

/** Names a new key and what it may do; the created key (with its secret) goes to `onCreated`. */
export function ApiKeyForm({
  shopSlug,
  shopName,
  onCreated,
}: {
  shopSlug: string;
  shopName: string;
  onCreated(created: CreatedApiKey): void;
}) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['orders:write']);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const [createKey, { isLoading }] = useCreateApiKeyMutation();
  const scopesErrorId = useId();

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((chosen) => SCOPES.filter((each) => (each === scope ? on : chosen.includes(each))));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (scopes.length === 0)
      return setRefusal({
        message: null,
        fields: { scopes: 'Choose at least one thing the key may do' },
      });
    setRefusal(NO_REFUSAL);
    try {
      const created = await createKey({ shopSlug, name, scopes }).unwrap();
      setName('');
      onCreated(created);
    } catch (failure) {
      setRefusal(refusalOf(failure));
    }
  };

  const scopesError = refusal.fields.scopes;
  return (
    <Form aria-label={`New API key for ${shopName}`} onSubmit={submit} noValidate>
      <TextField
        label="Name"
        placeholder="Shopify orders"
        maxLength={80}
        value={name}
        error={refusal.fields.name}
        onChange={(event) => setName(event.target.value)}
      />
      <ChoiceList
        aria-describedby={scopesError ? scopesErrorId : undefined}
        aria-invalid={Boolean(scopesError)}
      >
        <legend>What the key may do</legend>
        {SCOPES.map((scope) => (
          <label key={scope}>
            <input
              type="checkbox"
              checked={scopes.includes(scope)}
              onChange={(event) => toggle(scope, event.target.checked)}
            />
            {SCOPE_LABELS[scope]}
          </label>
        ))}
        {scopesError && (
          <Alert id={scopesErrorId} as="span">
            {scopesError}
          </Alert>
        )}
      </ChoiceList>
      {refusal.message && <Alert role="alert">{refusal.message}</Alert>}
      <div>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Creating…' : 'Create key'}
        </Button>
      </div>
    </Form>
  );
}
