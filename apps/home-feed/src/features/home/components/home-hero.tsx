import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { SearchSuggestions, useSearchSuggestions } from '@vouch/catalog-ui';
import { pagePath, searchPath } from '@vouch/domain';
import { Button, media } from '@vouch/design-system';

const Hero = styled.section`
  display: grid;
  /* One column no wider than the screen: an auto track would grow to the search input's natural width. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.lg}`};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: 1.15;
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0;
    max-width: 60ch;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${media.mobile} {
    h1 {
      font-size: ${({ theme }) => theme.fontSizes.xl};
    }
    p {
      font-size: ${({ theme }) => theme.fontSizes.md};
    }
  }
`;

const SearchForm = styled.form`
  /* The suggestions open under the form. */
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 560px;
  input {
    flex: 1;
    min-width: 0;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    font: inherit;
  }
`;

const Shortcuts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  a {
    color: ${({ theme }) => theme.colors.brandStrong};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/**
 * Home's opening: what Vouch is, a product search (the header hides its search bar here, spec §2)
 * that suggests as the header's does, and the ways in.
 */
export function HomeHero() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const box = useSearchSuggestions({
    text,
    onTextChange: setText,
    onChoose: (suggestion) =>
      navigate(searchPath({ q: suggestion.text, categoryId: suggestion.id })),
  });
  return (
    <Hero aria-labelledby="home-title">
      <h1 id="home-title">Reviews you can check before you buy</h1>
      <p>
        Every shop on Vouch shows how many of its verified reviews it published and how many of its
        reviews come from real orders.
      </p>
      {/* Without script the form itself searches: a GET to the search page with the same names. */}
      <SearchForm
        role="search"
        aria-label="Products"
        method="get"
        action={pagePath('PageSearch')}
        onSubmit={box.onSubmit}
      >
        <input {...box.input} />
        <Button type="submit">Search</Button>
        <SearchSuggestions {...box.dropdown} />
      </SearchForm>
      <Shortcuts>
        <Link to={pagePath('categoryIndex')}>Browse categories</Link>
        <Link to={pagePath('storeSearch')}>Find stores</Link>
        <Link to={pagePath('howItWorks')}>How Vouch works</Link>
      </Shortcuts>
    </Hero>
  );
}
