import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useMe } from '@vouch/api-client';
import { QUESTION_LENGTH, questionError, signInPath } from '@vouch/domain';
import { WrittenTextForm } from '../../../components/written-text-form';
import { useAskQuestionMutation } from '../api/questions-api';

export interface AskQuestionProps {
  shopEncId: string;
  /** Asked about one product; absent on the shop's own page. */
  productEncId?: string;
  /** "this product" or the shop's name, in the box's label. */
  about: string;
}

/** Signed-in shoppers ask here; guests are invited to sign in and come back. */
export function AskQuestion({ shopEncId, productEncId, about }: AskQuestionProps) {
  const { data: me } = useMe();
  const location = useLocation();
  const [askQuestion] = useAskQuestionMutation();
  const [asked, setAsked] = useState(false);
  if (!me?.reviewer) {
    return (
      <p>
        <Link to={signInPath(`${location.pathname}${location.search}`)}>
          Sign in to ask a question
        </Link>
      </p>
    );
  }
  return (
    <>
      <WrittenTextForm
        name="Ask a question"
        label={`Your question about ${about}`}
        note="It shows at once with your name; the store answers here."
        maxLength={QUESTION_LENGTH.max}
        rule={questionError}
        submitLabel="Ask"
        busyLabel="Asking…"
        send={(body) =>
          askQuestion({
            shop_enc_id: shopEncId,
            ...(productEncId ? { product_enc_id: productEncId } : {}),
            body,
          }).unwrap()
        }
        onSent={() => setAsked(true)}
        clearOnSent
      />
      {asked && (
        <p role="status">
          Thank you, your question is up. We will show the store&apos;s answer here.
        </p>
      )}
    </>
  );
}
