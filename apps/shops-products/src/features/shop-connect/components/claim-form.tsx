import { useState, type FormEvent } from 'react';
import { Button, TextField } from '@vouch/design-system';
import { shopSiteOf } from '@vouch/domain';
import { useOpenShopClaimMutation } from '../api/shop-connect-api';
import { Alert, Form } from './connect-styles';
import { HintedTextField } from './hinted-text-field';
import { NO_REFUSAL, refusalOf, type Refusal } from './refusal';

/**
 * Starts a claim: the shop's address, and its name when Vouch has no shop there yet. What was
 * typed stays after a refusal, with the server's words next to the field they are about.
 */
export function ClaimForm() {
  const [site, setSite] = useState('');
  const [shopName, setShopName] = useState('');
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const [openClaim, { isLoading }] = useOpenShopClaimMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = shopSiteOf(site);
    if ('error' in read) return setRefusal({ message: null, fields: { site: read.error } });
    setRefusal(NO_REFUSAL);
    try {
      await openClaim({
        site,
        ...(shopName.trim() ? { shop_name: shopName.trim() } : {}),
      }).unwrap();
      setSite('');
      setShopName('');
    } catch (failure) {
      setRefusal(refusalOf(failure));
    }
  };

  return (
    <Form aria-label="Connect a shop" onSubmit={submit} noValidate>
      <TextField
        label="Your shop's address"
        placeholder="shop.example"
        inputMode="url"
        autoComplete="url"
        autoCapitalize="none"
        spellCheck={false}
        value={site}
        error={refusal.fields.site}
        onChange={(event) => setSite(event.target.value)}
      />
      <HintedTextField
        label="Shop name"
        hint="Only needed when Vouch doesn't list your shop yet"
        autoComplete="organization"
        value={shopName}
        error={refusal.fields.shop_name}
        onChange={(event) => setShopName(event.target.value)}
      />
      {refusal.message && <Alert role="alert">{refusal.message}</Alert>}
      <div>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Starting…' : 'Start'}
        </Button>
      </div>
    </Form>
  );
}
