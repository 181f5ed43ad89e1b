/**
 * A PostgreSQL text-search query (the text form of `websearch_to_tsquery('english', ...)`) as a
 * tree the in-process search index can evaluate: words joined by and, or, not. PostgreSQL stems
 * and drops stop words; this only reads its answer, so both sides agree on every word.
 */
export type TsQuery =
  | { kind: 'lexeme'; lexeme: string }
  | { kind: 'and' | 'or'; left: TsQuery; right: TsQuery }
  | { kind: 'not'; operand: TsQuery }
  /** No searchable word (only stop words): matches nothing, as in PostgreSQL. */
  | { kind: 'empty' };

/**
 * The tree of a query's text form, or null when it needs what the index does not hold: word
 * positions (phrases, `<->`, from quoted text) or weights and prefixes (`:AB`, `:*`).
 *
 * A hyphenated word is the exception: PostgreSQL reads `t-shirts` as the phrase
 * `'t-shirt' <2> 'shirt'`, the whole word then its parts (stop words skipped). A product holds the
 * whole word's lexeme only where it wrote that hyphenated word, its parts right after it, so the
 * phrase matches what the whole word's lexeme matches: read as that one lexeme. (Stemming only
 * ever changes a word's end, so every part but the last is the query's own; the last could stem
 * apart from the query's only for words no catalogue writes.)
 */
export function parseTsQuery(text: string): TsQuery | null {
  const read = tokensOf(text);
  if (read === null) return null;
  const tokens = read;
  if (tokens.length === 0) return { kind: 'empty' };
  let position = 0;
  const peek = () => tokens[position];

  function unary(): TsQuery | null {
    const token = tokens[position++];
    if (token === undefined) return null;
    if (token.kind === 'lexeme')
      return peek()?.kind === 'follows'
        ? hyphenatedWord(token.lexeme)
        : { kind: 'lexeme', lexeme: token.lexeme };
    if (token.kind === '!') {
      // PostgreSQL's `!` binds tighter than `<->`: `!'a' <-> 'b'` is not the negated phrase.
      if (peek()?.kind === 'lexeme' && tokens[position + 1]?.kind === 'follows') return null;
      const operand = unary();
      return operand && { kind: 'not', operand };
    }
    if (token.kind === '(') {
      const inner = or();
      return inner && tokens[position++]?.kind === ')' ? inner : null;
    }
    return null;
  }
  /** `whole` and the parts that follow it, read as `whole` when they are its hyphenated parts. */
  function hyphenatedWord(whole: string): TsQuery | null {
    const pieces = whole.split('-');
    // Letters and digits only: an address's or a file name's lexeme (`my-shop.com`) is not
    // followed by its parts in a product.
    if (pieces.length < 2 || !pieces.every((piece) => HYPHENATED_PART.test(piece))) return null;
    let offset = 0;
    let last = '';
    while (peek()?.kind === 'follows') {
      const follows = tokens[position++] as { kind: 'follows'; distance: number };
      const part = tokens[position++];
      if (part?.kind !== 'lexeme') return null;
      offset += follows.distance;
      last = part.lexeme;
      if (offset < pieces.length && part.lexeme !== pieces[offset - 1]) return null;
    }
    return offset === pieces.length && last !== '' ? { kind: 'lexeme', lexeme: whole } : null;
  }
  /** Operands joined by one operator, left to right. */
  function joined(
    operand: () => TsQuery | null,
    operator: '&' | '|',
    kind: 'and' | 'or',
  ): TsQuery | null {
    let left = operand();
    while (left && peek()?.kind === operator) {
      position++;
      const right = operand();
      left = right && { kind, left, right };
    }
    return left;
  }
  const and = () => joined(unary, '&', 'and');
  function or(): TsQuery | null {
    return joined(and, '|', 'or');
  }

  const tree = or();
  return tree && position === tokens.length ? tree : null;
}

type Token =
  | { kind: 'lexeme'; lexeme: string }
  | { kind: '&' | '|' | '!' | '(' | ')' }
  /** `<->` (distance 1) or `<N>`: the next lexeme N positions on. */
  | { kind: 'follows'; distance: number };

const FOLLOWS = /^<(-|\d{1,4})>/;
const HYPHENATED_PART = /^[\p{L}\p{N}]+$/u;

/** The tokens of a query's text form; null at anything but quoted lexemes, & | ! <-> <N> and parentheses. */
function tokensOf(text: string): Token[] | null {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at]!;
    if (char === ' ') {
      at++;
    } else if (char === '&' || char === '|' || char === '!' || char === '(' || char === ')') {
      tokens.push({ kind: char });
      at++;
    } else if (char === '<') {
      const follows = FOLLOWS.exec(text.slice(at, at + 7));
      if (!follows) return null;
      tokens.push({ kind: 'follows', distance: follows[1] === '-' ? 1 : Number(follows[1]) });
      at += follows[0].length;
    } else if (char === "'") {
      // A lexeme: quotes and backslashes inside it are doubled.
      let lexeme = '';
      at++;
      for (;;) {
        const next = text[at];
        if (next === undefined) return null;
        if ((next === "'" || next === '\\') && text[at + 1] === next) {
          lexeme += next;
          at += 2;
        } else if (next === "'") {
          at++;
          break;
        } else {
          lexeme += next;
          at++;
        }
      }
      if (text[at] === ':') return null;
      tokens.push({ kind: 'lexeme', lexeme });
    } else {
      return null;
    }
  }
  return tokens;
}
