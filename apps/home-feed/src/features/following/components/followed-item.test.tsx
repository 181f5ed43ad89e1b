import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { followsArgs } from '@vouch/api-client';
import { meAnswer, renderRoute } from '@vouch/ui-testing';
import { FollowedItem } from './followed-item';

const server = setupServer(
  http.get('*/reviews/me.json', () => HttpResponse.json(meAnswer({}))),
  http.get('*/reviews/profile/follows', () =>
    HttpResponse.json({ existing_followee_ids: { Shop: { s1: true }, Product: {}, Reviewer: {} } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const shop = (image: string | null) => (
  <FollowedItem
    followee={{ followeeClass: 'Shop', encodedId: 's1' }}
    name="Harbor Outfitters"
    path="/reviews/stores/harbor"
    image={image}
    rating={{ average: 4.5, count: 12 }}
    stateArgs={followsArgs([{ followeeClass: 'Shop', encodedId: 's1' }])}
  />
);

describe('a followed shop or product', () => {
  it('shows its picture, or its initial when it has none instead of an empty box', async () => {
    const { unmount } = renderRoute(shop('/media/generated/logo.svg'), {
      pattern: '/reviews/following',
      url: '/reviews/following',
    });
    const withLogo = await screen.findByRole('article', { name: 'Harbor Outfitters' });
    expect(withLogo.querySelector('img')?.getAttribute('src')).toBe('/media/generated/logo.svg');
    unmount();

    renderRoute(shop(null), { pattern: '/reviews/following', url: '/reviews/following' });
    const withoutLogo = await screen.findByRole('article', { name: 'Harbor Outfitters' });
    expect(withoutLogo.querySelector('img')).toBeNull();
    expect(within(withoutLogo).getByText('H')).toBeTruthy();
  });
});
