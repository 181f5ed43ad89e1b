import { textLengthError } from '../text/text-length-error';

/**
 * A shopper's question about a product or a shop (issue #18; the spec shows questions but not
 * their asking). Ten characters is the shortest real question ("Fits A4?" is not quite); 500 keeps
 * a question a question.
 */
export const QUESTION_LENGTH = { min: 10, max: 500 } as const;
/** A shop's answer: room for the details a buyer needs, as its replies to reviews have. */
export const ANSWER_MAX_LENGTH = 2000;
/** Questions one shopper may ask an hour: enough for a real shopper, too few to flood a shop's page. */
export const QUESTIONS_PER_HOUR = 5;

/** The message for a question that cannot be asked as written, or null. */
export function questionError(body: string): string | null {
  return textLengthError(body, {
    empty: 'Please write your question before asking it',
    what: 'question',
    ...QUESTION_LENGTH,
  });
}

/** The message for an answer that cannot be posted as written, or null. */
export function answerError(body: string): string | null {
  return textLengthError(body, {
    empty: 'Please write your answer before posting it',
    what: 'answer',
    max: ANSWER_MAX_LENGTH,
  });
}
