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

  it('reads a hyphenated word (PostgreSQL: the whole word, then its parts) as the whole word', () => {
    // websearch_to_tsquery('english', …) of t-shirts, sky-blue, state-of-the-art, t-shirt-dress.
    expect(parseTsQuery("'t-shirt' <2> 'shirt'")).toEqual(word('t-shirt'));
    expect(parseTsQuery("'sky-blu' <-> 'sky' <-> 'blue'")).toEqual(word('sky-blu'));
    expect(parseTsQuery("'state-of-the-art' <-> 'state' <3> 'art'")).toEqual(
      word('state-of-the-art'),
    );
    expect(parseTsQuery("'t-shirt-dress' <2> 'shirt' <-> 'dress'")).toEqual(word('t-shirt-dress'));
    // -t-shirts bags; t-shirts or sky-blue.
    expect(parseTsQuery("!( 't-shirt' <2> 'shirt' ) & 'bag'")).toEqual({
      kind: 'and',
      left: { kind: 'not', operand: word('t-shirt') },
      right: word('bag'),
    });
    expect(parseTsQuery("'t-shirt' <2> 'shirt' | 'sky-blu' <-> 'sky' <-> 'blue'")).toEqual({
      kind: 'or',
      left: word('t-shirt'),
      right: word('sky-blu'),
    });
  });

  it('leaves other phrases, prefixes and weights to PostgreSQL (null), and refuses what it cannot read', () => {
    // Quoted words ("red shirt"), a number and a word (2-pack), parts that are not the word's.
    expect(parseTsQuery("'red' <-> 'shirt'")).toBeNull();
    expect(parseTsQuery("'2' <-> 'pack'")).toBeNull();
    // A quoted address and a word: "my-shop.com my shoes".
    expect(parseTsQuery("'my-shop.com' <2> 'shoe'")).toBeNull();
    expect(parseTsQuery("'t-shirt' <-> 'shirt'")).toBeNull();
    expect(parseTsQuery("'sky-blu' <-> 'sea' <-> 'blue'")).toBeNull();
    expect(parseTsQuery("'sky-blu' <-> 'sky' <-> 'blue' <-> 'coat'")).toBeNull();
    expect(parseTsQuery("'sky-blu' <-> 'sky'")).toBeNull();
    // `!` binds tighter than `<->`: this is not the negated word.
    expect(parseTsQuery("!'sky-blu' <-> 'sky' <-> 'blue'")).toBeNull();
    expect(parseTsQuery("'a' <x> 'b'")).toBeNull();
    expect(parseTsQuery("'a' <2> 'b'")).toBeNull();
    expect(parseTsQuery("'wal':*")).toBeNull();
    expect(parseTsQuery("'wal':AB")).toBeNull();
    expect(parseTsQuery("'open")).toBeNull();
    expect(parseTsQuery("( 'a'")).toBeNull();
    expect(parseTsQuery("'a' &")).toBeNull();
  });
});
