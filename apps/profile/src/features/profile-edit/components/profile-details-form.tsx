import { useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import type { PrivateBasicData } from '@vouch/contracts';
import { errorMessageOf, fieldErrorsOf, selectRates, useCountryOptions } from '@vouch/api-client';
import {
  currencyOptions,
  displayNameError,
  reviewerDisplayName,
  STORE_CURRENCY,
} from '@vouch/domain';
import { Button, SelectField, TextField } from '@vouch/design-system';
import { useUpdateProfileMutation } from '../../../api/profile-api';
import { Check, Form, FormAlert } from './form-parts';

/**
 * Name (and its "First L." form), country, currency, the Gravatar choice and review-request e-mails;
 * a failed save keeps every field as typed.
 */
export function ProfileDetailsForm({ basic }: { basic: PrivateBasicData }) {
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const rates = useSelector(selectRates);
  const currencies = currencyOptions(rates ?? {});
  const countries = useCountryOptions({ withAll: false });
  const [name, setName] = useState(basic.name);
  const [shortName, setShortName] = useState(basic.short_display_name);
  const [country, setCountry] = useState(basic.country ?? '');
  const [currency, setCurrency] = useState(basic.currency);
  // Null while the subscription question is unanswered: saving the page answers it only when the box is touched (issue #29).
  const [subscribed, setSubscribed] = useState(basic.subscribed_rs);
  const [showGravatar, setShowGravatar] = useState(basic.gravatar_hash !== null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    const error = displayNameError(name);
    setNameError(error);
    setOutcome(null);
    if (error) return;
    try {
      await updateProfile({
        reviewer: {
          name: name.trim(),
          short_display_name: shortName,
          country: country || null,
          currency,
          ...(subscribed === null ? {} : { subscribed_rs: subscribed }),
          show_gravatar: showGravatar,
        },
      }).unwrap();
      setOutcome({ ok: true, text: 'Your profile is saved.' });
    } catch (failure) {
      setNameError(fieldErrorsOf(failure)['reviewer.name'] ?? null);
      setOutcome({ ok: false, text: `Your profile was not saved: ${errorMessageOf(failure)}` });
    }
  }

  return (
    <Form onSubmit={save} aria-labelledby="details-heading" noValidate>
      <h2 id="details-heading">Your details</h2>
      <TextField
        label="Name"
        value={name}
        maxLength={80}
        autoComplete="name"
        error={nameError}
        onChange={(event) => setName(event.target.value)}
      />
      <Check>
        <input
          type="checkbox"
          checked={shortName}
          onChange={(event) => setShortName(event.target.checked)}
        />
        Show my name on reviews as &quot;{reviewerDisplayName(name || basic.name, true)}&quot;
      </Check>
      <SelectField
        label="Country"
        value={country}
        onChange={(event) => setCountry(event.target.value)}
      >
        <option value="">Not set</option>
        {countries.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Show prices in"
        value={currency}
        onChange={(event) => setCurrency(event.target.value)}
      >
        <option value={STORE_CURRENCY}>Store currency</option>
        {[...currencies.top, ...currencies.rest].map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </SelectField>
      <Check>
        <input
          type="checkbox"
          checked={showGravatar}
          onChange={(event) => setShowGravatar(event.target.checked)}
        />
        Show my Gravatar (the picture linked to my e-mail at gravatar.com) while I have not uploaded
        one here
      </Check>
      <Check>
        <input
          type="checkbox"
          checked={subscribed === true}
          onChange={(event) => setSubscribed(event.target.checked)}
        />
        E-mail me a review request after I order from a shop on Vouch
      </Check>
      <div>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Saving…' : 'Save profile'}
        </Button>
      </div>
      <div role={outcome && !outcome.ok ? 'alert' : 'status'}>
        {outcome && (outcome.ok ? <p>{outcome.text}</p> : <FormAlert>{outcome.text}</FormAlert>)}
      </div>
    </Form>
  );
}
