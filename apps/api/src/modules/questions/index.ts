export { QUESTION_COLUMNS, questionOf, type QuestionRow } from './questions-repository';
export { questionsModule } from './questions-routes';
