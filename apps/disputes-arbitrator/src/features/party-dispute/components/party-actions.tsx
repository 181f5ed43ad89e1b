import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { DisputeDetail, DisputePartyAction } from '@vouch/contracts';
import { errorMessageOf } from '@vouch/api-client';
import { counterOfferError, DISPUTE_LIMITS, DISPUTE_MOVE_CONSEQUENCES } from '@vouch/domain';
import { Button, TextAreaField } from '@vouch/design-system';
import { usePartyActionMutation } from '../../../api/disputes-api';
import { ConfirmedAction } from '../../../components/confirmed-action';
import { DisputeSection, Muted, Refusal } from '../../../components/disputes-layout';

const Move = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  min-width: 0;
`;

const OfferForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  > * {
    width: 100%;
  }
  button {
    width: auto;
  }
`;

/** What each move did, announced once it is made. */
const DONE: Partial<Record<DisputePartyAction, string>> = {
  shop_offer: 'Your offer was sent. The reviewer can accept or refuse it.',
  accept_offer: "You accepted the shop's offer: the dispute is closed.",
  refuse_offer: "You refused the shop's offer: an arbitrator will decide.",
};

/**
 * The moves a party may make besides writing, each with what it leads to said before it is made:
 * the reviewer withdraws, or accepts or refuses the shop's offer; the shop grants what was asked or
 * offers something else (contesting is its answer in the thread below).
 */
export function PartyActions({ dispute }: { dispute: DisputeDetail }) {
  const [act, { isLoading }] = usePartyActionMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [offer, setOffer] = useState('');
  const [offerError, setOfferError] = useState<string | null>(null);
  const allowed = (action: DisputePartyAction) => dispute.allowed_actions.includes(action);
  const run = (action: DisputePartyAction, extra: { offer?: string } = {}) =>
    act({ disputeId: dispute.public_id, action: { action, ...extra } })
      .unwrap()
      .then(() => {
        setFailure(null);
        setDone(DONE[action] ?? null);
      })
      .catch((error: unknown) => setFailure(`That did not work: ${errorMessageOf(error)}`));

  const sendOffer = (event: FormEvent) => {
    event.preventDefault();
    const invalid = counterOfferError(offer);
    setOfferError(invalid);
    if (!invalid) void run('shop_offer', { offer });
  };

  const moves = (
    ['withdraw', 'shop_accept', 'shop_offer', 'accept_offer', 'refuse_offer'] as const
  ).filter(allowed);
  if (moves.length === 0)
    return done ? (
      <DisputeSection aria-label="Your move">
        <p role="status">{done}</p>
      </DisputeSection>
    ) : null;
  const shop = dispute.viewer_role === 'shop';
  return (
    <DisputeSection aria-labelledby="dispute-actions">
      <h2 id="dispute-actions">
        {shop
          ? 'Settle it, offer something else, or contest it'
          : allowed('accept_offer')
            ? "The shop's offer"
            : 'Changed your mind?'}
      </h2>
      {allowed('accept_offer') && (
        <>
          <p>
            <strong>The shop offers:</strong> {dispute.counter_offer}
          </p>
          <Move>
            <ConfirmedAction
              label="Accept the offer"
              question={`Accept the offer? ${DISPUTE_MOVE_CONSEQUENCES.accept_offer}`}
              confirmLabel="Yes, accept it"
              busy={isLoading}
              onConfirm={() => void run('accept_offer')}
            />
            <Muted>{DISPUTE_MOVE_CONSEQUENCES.accept_offer}</Muted>
          </Move>
          <Move>
            <ConfirmedAction
              label="Refuse the offer"
              question={`Refuse the offer? ${DISPUTE_MOVE_CONSEQUENCES.refuse_offer}`}
              confirmLabel="Yes, refuse it"
              busy={isLoading}
              onConfirm={() => void run('refuse_offer')}
            />
            <Muted>{DISPUTE_MOVE_CONSEQUENCES.refuse_offer}</Muted>
          </Move>
        </>
      )}
      {allowed('shop_accept') && (
        <Move>
          <ConfirmedAction
            label="Settle as asked"
            question={`Grant the reviewer's request? ${DISPUTE_MOVE_CONSEQUENCES.shop_accept}`}
            confirmLabel="Yes, grant it"
            busy={isLoading}
            onConfirm={() => void run('shop_accept')}
          />
          <Muted>{DISPUTE_MOVE_CONSEQUENCES.shop_accept}</Muted>
        </Move>
      )}
      {allowed('shop_offer') && (
        <OfferForm onSubmit={sendOffer} noValidate aria-labelledby="dispute-offer">
          <h3 id="dispute-offer">Offer something else</h3>
          <TextAreaField
            label="What you offer instead"
            rows={3}
            maxLength={DISPUTE_LIMITS.outcomeDescriptionMax}
            value={offer}
            onChange={(event) => setOffer(event.target.value)}
            hint={DISPUTE_MOVE_CONSEQUENCES.shop_offer}
            error={offerError}
          />
          <Button type="submit" disabled={isLoading}>
            Send the offer
          </Button>
        </OfferForm>
      )}
      {allowed('withdraw') && (
        <Move>
          <ConfirmedAction
            label="Withdraw the dispute"
            question="Withdraw this dispute? It cannot be reopened."
            confirmLabel="Yes, withdraw"
            busy={isLoading}
            onConfirm={() => void run('withdraw')}
          />
          <Muted>{DISPUTE_MOVE_CONSEQUENCES.withdraw}</Muted>
        </Move>
      )}
      {done && <p role="status">{done}</p>}
      {failure && <Refusal role="alert">{failure}</Refusal>}
    </DisputeSection>
  );
}
