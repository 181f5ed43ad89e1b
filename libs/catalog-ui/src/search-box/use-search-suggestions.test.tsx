import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { instantSearchResponseSchema } from '@vouch/contracts';
import { pagePath, type Suggestion } from '@vouch/domain';
import { renderRoute } from '@vouch/ui-testing';
import { SearchSuggestions } from './search-suggestions';
import { useSearchSuggestions } from './use-search-suggestions';

const server = setupServer(
  http.get('*/reviews/instant_search', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    return HttpResponse.json(
      instantSearchResponseSchema.parse({
        suggestions: [
          { id: null, text: q, category_name: null },
          { id: null, text: `${q} bag`, category_name: null },
          { id: 7, text: q, category_name: 'Backpacks' },
        ],
      }),
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** A box as the header and home wire it: the form, the input and the dropdown. */
function Box({ chosen }: { chosen: Suggestion[] }) {
  const [text, setText] = useState('');
  const box = useSearchSuggestions({
    text,
    onTextChange: setText,
    onChoose: (suggestion) => chosen.push(suggestion),
  });
  return (
    <form role="search" aria-label="Products" onSubmit={box.onSubmit}>
      <input {...box.input} />
      <SearchSuggestions {...box.dropdown} />
    </form>
  );
}

function renderBox() {
  const chosen: Suggestion[] = [];
  const rendered = renderRoute(<Box chosen={chosen} />, { pattern: '/reviews', url: '/reviews' });
  const box = screen.getByRole('combobox', { name: 'Search for product' });
  const options = () =>
    within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option');
  return { ...rendered, chosen, box, options };
}

describe('a product search box with suggestions (spec §2, §4)', () => {
  it('lists the typed text first, drops the same suggestion, and names a category suggestion "in {category}"', async () => {
    const { user, box, options } = renderBox();
    await user.type(box, 'tote');
    await screen.findByRole('option', { name: 'tote in Backpacks' });
    expect(options().map((option) => option.textContent)).toEqual([
      'tote',
      'tote bag',
      'tote in Backpacks',
    ]);
    expect(box.getAttribute('aria-expanded')).toBe('true');
  });

  it('moves with Up and Down, wrapping around both ends, and Enter searches the active one', async () => {
    const { user, box, options, chosen } = renderBox();
    await user.type(box, 'tote');
    await screen.findByRole('option', { name: 'tote in Backpacks' });
    const selected = () =>
      options()
        .filter((option) => option.getAttribute('aria-selected') === 'true')
        .map((option) => option.textContent);
    await user.keyboard('{ArrowUp}');
    expect(selected()).toEqual(['tote in Backpacks']);
    expect(box.getAttribute('aria-activedescendant')).toBe(options()[2]!.id);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toEqual(['tote']);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(selected()).toEqual(['tote bag']);
    await user.keyboard('{Enter}');
    expect(chosen).toEqual([{ id: null, text: 'tote bag', category_name: null }]);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('searches the typed text after Escape, a clicked category suggestion in its category, and nothing for blank text', async () => {
    const { user, box, chosen } = renderBox();
    await user.type(box, '   {Enter}');
    expect(chosen).toEqual([]);
    await user.clear(box);
    await user.type(box, 'tote');
    await screen.findByRole('option', { name: 'tote in Backpacks' });
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{Enter}');
    expect(chosen).toEqual([{ id: null, text: 'tote', category_name: null }]);

    await user.click(box);
    await user.click(await screen.findByRole('option', { name: 'tote in Backpacks' }));
    expect(chosen.at(-1)).toEqual({ id: 7, text: 'tote', category_name: 'Backpacks' });
  });

  it('offers "Browse by category" in a focused box without suggestions', async () => {
    const { user, box } = renderBox();
    await user.click(box);
    expect(screen.getByRole('link', { name: 'Browse by category' }).getAttribute('href')).toBe(
      pagePath('categoryIndex'),
    );
  });
});
