import { useState } from 'react';
import { ANSWER_MAX_LENGTH, answerError } from '@vouch/domain';
import { Button } from '@vouch/design-system';
import { WrittenTextForm } from '../../../components/written-text-form';
import { useAnswerQuestionMutation } from '../api/questions-api';

/** A shop member's answer to one question, in the shop's name. */
export function AnswerQuestion({
  questionId,
  question,
  shopName,
}: {
  questionId: string;
  question: string;
  shopName: string;
}) {
  const [answering, setAnswering] = useState(false);
  const [answerQuestion] = useAnswerQuestionMutation();
  if (!answering) {
    return (
      <Button
        $variant="secondary"
        onClick={() => setAnswering(true)}
        aria-label={`Answer: ${question}`}
      >
        Answer
      </Button>
    );
  }
  return (
    <WrittenTextForm
      name={`Answer: ${question}`}
      label={`Your answer as ${shopName}`}
      note="Everyone who reads the question sees the answer."
      maxLength={ANSWER_MAX_LENGTH}
      rule={answerError}
      submitLabel="Post answer"
      busyLabel="Posting…"
      send={(body) => answerQuestion({ questionId, body }).unwrap()}
      onSent={() => setAnswering(false)}
      onCancel={() => setAnswering(false)}
      autoFocus
    />
  );
}
