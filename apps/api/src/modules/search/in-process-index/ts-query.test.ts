import { parseTsQuery } from './ts-query';

const word = (lexeme: string) => ({ kind: 'lexeme', lexeme });

describe('parseTsQuery (the text form of websearch_to_tsquery)', () => {
  it('reads one word, and words joined by & and | with & binding tighter', () => {
    expect(parseTsQuery("'wallet'")).toEqual(word('wallet'));
    expect(parseTsQuery("'heavi' & 'duti'")).toEqual({
      kind: 'and',
      left: word('heavi'),
      right: word('duti'),
    });
    expect(parseTsQuery("'a' | 'b' & 'c'")).toEqual({
      kind: 'or',
      left: word('a'),
      right: { kind: 'and', left: word('b'), right: word('c') },
    });
  });

  it('reads negation and parentheses', () => {
    expect(parseTsQuery("'boot' & !'leather'")).toEqual({
      kind: 'and',
      left: word('boot'),
      right: { kind: 'not', operand: word('leather') },
    });
    expect(parseTsQuery("( 'a' | 'b' ) & 'c'")).toEqual({
      kind: 'and',
      left: { kind: 'or', left: word('a'), right: word('b') },
      right: word('c'),
    });
  });

  it('undoes the doubling of quotes and backslashes inside a word', () => {
    expect(parseTsQuery("'it''s'")).toEqual(word("it's"));
    expect(parseTsQuery("'back\\\\slash'")).toEqual(word('back\\slash'));
  });

  it('answers "matches nothing" for a query without words (only stop words)', () => {
    expect(parseTsQuery('')).toEqual({ kind: 'empty' });
  });

  it('leaves phrases, prefixes and weights to PostgreSQL (null), and refuses what it cannot read', () => {
    expect(parseTsQuery("'heavy-duti' <-> 'heavi' <-> 'duti'")).toBeNull();
    expect(parseTsQuery("'a' <2> 'b'")).toBeNull();
    expect(parseTsQuery("'wal':*")).toBeNull();
    expect(parseTsQuery("'wal':AB")).toBeNull();
    expect(parseTsQuery("'open")).toBeNull();
    expect(parseTsQuery("( 'a'")).toBeNull();
    expect(parseTsQuery("'a' &")).toBeNull();
  });
});
