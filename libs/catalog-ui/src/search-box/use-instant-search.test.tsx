import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { instantSearchResponseSchema } from '@vouch/contracts';
import { renderRoute } from '@vouch/ui-testing';
import { useInstantSearch } from './use-instant-search';

const asked: string[] = [];
const server = setupServer(
  http.get('*/reviews/instant_search', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    asked.push(q);
    return HttpResponse.json(
      instantSearchResponseSchema.parse({
        suggestions: [{ id: null, text: `${q} bag`, category_name: null }],
      }),
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function Suggestions({ text }: { text: string }) {
  const suggestions = useInstantSearch(text);
  return (
    <ul aria-label="Suggestions">
      {suggestions.map((suggestion) => (
        <li key={suggestion.text}>{suggestion.text}</li>
      ))}
    </ul>
  );
}

describe('useInstantSearch (spec §4 "Typing is debounced 200 ms")', () => {
  it('asks once, 200 ms after the typing stops, for the text as it is then', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const { rerender } = renderRoute(<Suggestions text="t" />, {
        pattern: '/reviews',
        url: '/reviews',
      });
      for (const text of ['to', 'tot', 'tote']) {
        act(() => jest.advanceTimersByTime(150));
        rerender(<Suggestions text={text} />);
      }
      act(() => jest.advanceTimersByTime(199));
      expect(asked).toEqual([]);
      act(() => jest.advanceTimersByTime(1));
    } finally {
      jest.useRealTimers();
    }
    expect(await screen.findByText('tote bag')).toBeTruthy();
    expect(asked).toEqual(['tote']);
  });
});
