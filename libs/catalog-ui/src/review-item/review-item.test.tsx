import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { reviewWithSubjectSchema, type Review } from '@vouch/contracts';
import { meAnswer, renderRoute, reviewFixture } from '@vouch/ui-testing';
import { ReviewItem, type ReviewItemProps } from './review-item';

let signedIn: Parameters<typeof meAnswer>[0] = null;
const server = setupServer(
  http.get('*/reviews/me.json', () => HttpResponse.json(meAnswer(signedIn))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  signedIn = null;
});
afterAll(() => server.close());

const PICTURES = [
  {
    compact: 'https://media.example.com/strap-small.jpg',
    huge: 'https://media.example.com/strap-large.jpg',
  },
  {
    compact: 'https://ae01.alicdn.com/bag-small.jpg',
    huge: 'https://ae01.alicdn.com/bag-large.jpg',
  },
];

function renderItem(overrides: Partial<Review> = {}, props: Omit<ReviewItemProps, 'review'> = {}) {
  const review = reviewFixture(overrides);
  return {
    review,
    ...renderRoute(<ReviewItem review={review} {...props} />, {
      pattern: '/reviews/stores/:shopSlug',
      url: '/reviews/stores/harbor-outfitters',
    }),
  };
}

const item = () => screen.getByRole('article', { name: 'Review by Robin Reviewer' });

describe('a review in a list', () => {
  it('says who wrote it, when, its stars, title and words; the name leads to their public profile', () => {
    renderItem({
      rating: 4,
      edited_at: '2026-11-03T09:00:00.000Z',
      reviewer: { ...reviewFixture().reviewer, profile_path: '/reviews/profile/robin' },
    });
    expect(within(item()).getByRole('link', { name: 'Robin Reviewer' }).getAttribute('href')).toBe(
      '/reviews/profile/robin',
    );
    expect(item().textContent).toContain(
      'Robin Reviewer · Verified buyer · 1 Nov 2026 · Updated 3 Nov 2026',
    );
    expect(within(item()).getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeTruthy();
    expect(
      within(item()).getByRole('heading', { name: 'Sturdy and exactly as pictured' }),
    ).toBeTruthy();
    expect(within(item()).getByText('Carried it every day for a year.')).toBeTruthy();
  });

  it.each([
    [
      'ordered and verified',
      { verified: true, ordered_at: '2026-10-20T10:00:00.000Z' },
      'organic',
      'Verified buyer: ordered at Harbor Outfitters on 20 Oct 2026',
    ],
    [
      'invited after an order',
      { verified: false, ordered_at: null },
      'invite',
      'Invited by Harbor Outfitters after an order',
    ],
    [
      'confirmed by a provider',
      { verified: true, ordered_at: null },
      'verified_provider',
      'Verified buyer: confirmed by a verified review provider',
    ],
    [
      'not verified',
      { verified: false, ordered_at: null },
      'organic',
      "Not verified: written on the shop's page",
    ],
  ] as const)('says how it was verified: %s', (_, facts, source, line) => {
    renderItem({ source, verification: { shop_name: 'Harbor Outfitters', ...facts } });
    expect(within(item()).getByText(line)).toBeTruthy();
  });

  it("asks for the reviewer's avatar only once scrolled to: a page of reviews shares a phone's bandwidth with the page's own picture", () => {
    renderItem({
      reviewer: {
        ...reviewFixture().reviewer,
        avatar_image_url: { normal: '/media/robin.webp', retina: '/media/robin-2x.webp' },
      },
    });
    const avatar = item().querySelector('img[src="/media/robin.webp"]');
    expect(avatar?.getAttribute('loading')).toBe('lazy');
  });

  it("shows the shop's reply under it", () => {
    renderItem({
      reply: {
        body: 'So sorry about the strap: a new one is on its way.',
        replied_at: '2026-11-02T09:00:00.000Z',
      },
    });
    const reply = within(item()).getByText('Reply from the shop').closest('blockquote')!;
    expect(reply.textContent).toBe(
      'Reply from the shopSo sorry about the strap: a new one is on its way.',
    );
  });

  it('names what was reviewed when asked: the product, or the store, and the shop away from its page', () => {
    const { unmount } = renderItem(
      {
        product: {
          title: 'Canvas weekender bag',
          internal_path: '/reviews/stores/harbor/products/weekender',
        },
      },
      { showSubject: true },
    );
    expect(
      within(item()).getByRole('link', { name: 'Canvas weekender bag' }).getAttribute('href'),
    ).toBe('/reviews/stores/harbor/products/weekender');
    unmount();
    const onProfile = reviewWithSubjectSchema.parse({
      ...reviewFixture(),
      shop: { name: 'Harbor Outfitters', internal_path: '/reviews/stores/harbor' },
      product_image_url: null,
    });
    renderRoute(<ReviewItem review={onProfile} showSubject />, {
      pattern: '/reviews/profile/:slug',
      url: '/reviews/profile/robin',
    });
    expect(within(item()).getByText(/^Review of the store/).textContent).toBe(
      'Review of the store at Harbor Outfitters',
    );
    expect(
      within(item()).getByRole('link', { name: 'Harbor Outfitters' }).getAttribute('href'),
    ).toBe('/reviews/stores/harbor');
  });

  it('offers "Edit your review" to its author only (issue #29)', async () => {
    const mine = {
      reviewer: { ...reviewFixture().reviewer, profile_path: '/reviews/profile/tess-tester' },
    };
    signedIn = { slug: 'tess-tester' };
    const { unmount } = renderItem(mine);
    const edit = await screen.findByRole('link', {
      name: 'Edit your review "Sturdy and exactly as pictured"',
    });
    expect(edit.getAttribute('href')).toBe('/reviews/write-review/edit?review_public_id=rv-1');
    unmount();
    signedIn = { slug: 'someone-else' };
    const { store } = renderItem(mine);
    // Once the page knows who is signed in.
    await waitFor(() =>
      expect(
        Object.values(store.getState().api.queries).some(
          (query) => query?.endpointName === 'getMe' && query.status === 'fulfilled',
        ),
      ).toBe(true),
    );
    expect(screen.queryByRole('link', { name: /Edit your review/ })).toBeNull();
  });
});

describe("a review's pictures and videos", () => {
  it('shows each as a button saying what it opens; pictures from the marketplace host are asked for without a referrer', () => {
    renderItem({ pictures_urls: PICTURES, video_external_ids: ['dQw4w9WgXcQ'] });
    const media = within(item()).getByRole('list', {
      name: 'Pictures and videos from Robin Reviewer',
    });
    expect(
      within(media)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Picture 1 of 3 from Robin Reviewer',
      'Picture 2 of 3 from Robin Reviewer',
      'Video 3 of 3 from Robin Reviewer',
    ]);
    const [own, marketplace] = within(media).getAllByRole('presentation') as HTMLImageElement[];
    expect(own!.getAttribute('referrerpolicy')).toBeNull();
    expect(marketplace!.getAttribute('referrerpolicy')).toBe('no-referrer');
  });

  it('shows none when the review has none', () => {
    renderItem();
    expect(within(item()).queryByRole('list')).toBeNull();
  });

  it('opens the one chosen large, steps through all of them with Next and the arrow keys, and closes', async () => {
    const { user } = renderItem({
      pictures_urls: PICTURES,
      video_external_ids: ['dQw4w9WgXcQ'],
      media_platform_hosted_video_infos: [
        { media_platform_url: 'https://media.example.com/unboxing.mp4' },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Picture 2 of 4 from Robin Reviewer' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Pictures and videos from Robin Reviewer',
    });
    expect(within(dialog).getByText('Picture 2 of 4')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('img', { name: "Picture from Robin Reviewer's 5-star review" })
        .getAttribute('src'),
    ).toBe('https://ae01.alicdn.com/bag-large.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Video 3 of 4')).toBeTruthy();
    expect(
      within(dialog)
        .getByTitle("YouTube video from Robin Reviewer's 5-star review")
        .getAttribute('src'),
    ).toContain('/embed/dQw4w9WgXcQ');
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Video 4 of 4')).toBeTruthy();
    // Past the last, the first.
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Picture 1 of 4')).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('Video 4 of 4')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('counts in each thumbnail what the viewer counts: every one opens the viewer at the place it names (issue #58)', async () => {
    const { user } = renderItem({
      pictures_urls: PICTURES,
      video_external_ids: ['dQw4w9WgXcQ'],
      media_platform_hosted_video_infos: [
        { media_platform_url: 'https://media.example.com/unboxing.mp4' },
      ],
    });
    const thumbnails = () =>
      within(
        within(item()).getByRole('list', { name: 'Pictures and videos from Robin Reviewer' }),
      ).getAllByRole('button');
    expect(thumbnails()).toHaveLength(4);
    for (const index of [0, 1, 2, 3]) {
      const thumbnail = thumbnails()[index]!;
      const named = thumbnail.getAttribute('aria-label')!.replace(' from Robin Reviewer', '');
      await user.click(thumbnail);
      const dialog = await screen.findByRole('dialog', {
        name: 'Pictures and videos from Robin Reviewer',
      });
      expect(within(dialog).getByText(named)).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    }
  });
});
