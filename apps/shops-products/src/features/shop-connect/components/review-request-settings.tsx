import { useState, type FormEvent } from 'react';
import { Button, TextField } from '@vouch/design-system';
import {
  useGetReviewRequestSettingsQuery,
  useSaveReviewRequestSettingsMutation,
  type MyShop,
} from '../api/shop-connect-api';
import { Alert, Form, Muted, SubPart } from './connect-styles';
import { NO_REFUSAL, refusalOf, type Refusal } from './refusal';

/** When the shop's buyers are asked for a review: the owner's one setting (issue #55 item 4). */
export function ReviewRequestSettings({ shop }: { shop: MyShop }) {
  const headingId = `review-requests-${shop.slug}`;
  const { data } = useGetReviewRequestSettingsQuery(shop.slug);
  const [typed, setTyped] = useState<string | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const [save, { isLoading }] = useSaveReviewRequestSettingsMutation();
  const days = typed ?? (data ? String(data.review_request_delay_days) : '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(NO_REFUSAL);
    setSaved(null);
    try {
      const answer = await save({
        shopSlug: shop.slug,
        review_request_delay_days: Number(days),
      }).unwrap();
      setTyped(null);
      setSaved(answer.review_request_delay_days);
    } catch (failure) {
      setRefusal(refusalOf(failure));
    }
  };

  return (
    <SubPart aria-labelledby={headingId}>
      <h4 id={headingId}>Review requests</h4>
      <Muted>
        Each fulfilled order you send by API brings its buyer one e-mail asking for a review, and at
        most one reminder a week later.
      </Muted>
      <Form aria-label={`Review requests of ${shop.name}`} onSubmit={submit} noValidate>
        <TextField
          label="Days after fulfilment"
          type="number"
          inputMode="numeric"
          min={0}
          max={90}
          value={days}
          error={refusal.fields.review_request_delay_days}
          onChange={(event) => setTyped(event.target.value)}
        />
        {refusal.message && <Alert role="alert">{refusal.message}</Alert>}
        <div>
          <Button type="submit" disabled={isLoading || !data}>
            {isLoading ? 'Saving…' : 'Save'}
          </Button>
        </div>
        <Muted role="status">
          {saved !== null &&
            `Saved: buyers are asked ${saved} day${saved === 1 ? '' : 's'} after their order is fulfilled.`}
        </Muted>
      </Form>
    </SubPart>
  );
}
