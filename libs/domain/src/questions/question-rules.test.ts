import { ANSWER_MAX_LENGTH, answerError, QUESTION_LENGTH, questionError } from './question-rules';

describe('questions and answers', () => {
  it('asks for words, at least ten characters of them, counted without the blanks around them', () => {
    expect(questionError('  ')).toBe('Please write your question before asking it');
    expect(questionError(' Fits A4? ')).toBe(
      'Please write at least 10 characters in your question (it has 8)',
    );
    expect(questionError('Does it fit a 15-inch laptop?')).toBeNull();
  });

  it(`keeps a question to ${QUESTION_LENGTH.max} characters and an answer to ${ANSWER_MAX_LENGTH}, saying how long they are`, () => {
    expect(questionError('a'.repeat(QUESTION_LENGTH.max))).toBeNull();
    expect(questionError('a'.repeat(QUESTION_LENGTH.max + 1))).toBe(
      'Please keep your question to 500 characters (it has 501)',
    );
    expect(answerError('')).toBe('Please write your answer before posting it');
    expect(answerError('a'.repeat(ANSWER_MAX_LENGTH + 1))).toBe(
      'Please keep your answer to 2,000 characters (it has 2,001)',
    );
    expect(answerError('Yes, up to 15.6 inches.')).toBeNull();
  });
});
