import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  privateProfileResponseSchema,
  publicProfileResponseSchema,
  type PrivateProfileResponse,
} from '@vouch/contracts';
import { meAnswer, renderRoute, reviewFixture } from '@vouch/ui-testing';
import { PrivateProfilePage } from './private-profile-page';

const basic = {
  encoded_id: 'r-test',
  slug: 'tess-tester',
  name: 'Tess Tester',
  reviewer_initial: 'T',
  avatar_image_url: null,
  gravatar_hash: null,
  verified_buyer: true,
  country: 'GB',
  member_since: '2025-01-01T00:00:00.000Z',
  followers_count: 2,
  verified_reviews_count: 1,
};
const extra = {
  reviews_data: { total_reviews_count: 1 },
  recommendations_data: { items: [], total: 0 },
  followings_data: { shops_count: 0, products_count: 0, reviewers_count: 0 },
};
const ownReview = {
  ...reviewFixture({
    public_id: 'rv-own',
    title: 'Kept my laptop dry',
    product: { title: 'Canvas Backpack', internal_path: '/reviews/stores/harbor/products/canvas' },
  }),
  shop: { name: 'Harbor Outfitters', internal_path: '/reviews/stores/harbor' },
  product_image_url: null,
  published: true,
  deleted: false,
  recommended: true,
  restorable_until: null,
  held_reason: null,
  removal: null,
};
const ratings = {
  average_rating: 5,
  number_of_reviews: 1,
  rating_histogram_data: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 1 },
};
const profileWith = (review: object): PrivateProfileResponse =>
  privateProfileResponseSchema.parse({
    ...ownProfile,
    reviews: { ...ownProfile.reviews, reviews: [review] },
  });
const ownProfile: PrivateProfileResponse = privateProfileResponseSchema.parse({
  meta_data: { title: 'My profile | Vouch', description: 'Your reviews' },
  basic_data: {
    ...basic,
    subscribed_rs: true,
    email: 'tess@example.com',
    pending_email: null,
    currency: '*',
    short_display_name: false,
  },
  extra_data: {
    ...extra,
    own_reviews_data: { total_count: 1 },
    rewards_data: { total_count: 0 },
    orders_data: { total_count: 0 },
    disputes_data: { total_count: 0 },
  },
  reviews: {
    reviews: [ownReview],
    current_page: 1,
    per_page: 10,
    total_count: 1,
    total_pages: 1,
    ratings,
  },
});

let unpublishStatus = 200;
const server = setupServer(
  http.get('*/reviews/me.json', () => HttpResponse.json(meAnswer({ slug: 'tess-tester' }))),
  http.get('*/reviews/users/tess-tester', () => HttpResponse.json(ownProfile)),
  http.get('*/reviews/profile/sam-second', () =>
    HttpResponse.json(
      publicProfileResponseSchema.parse({
        meta_data: { title: "Sam Second's reviews | Vouch", description: 'Reviews by Sam' },
        basic_data: { ...basic, encoded_id: 'r-sam', slug: 'sam-second', name: 'Sam Second' },
        extra_data: extra,
        reviews: {
          reviews: [],
          current_page: 1,
          per_page: 10,
          total_count: 0,
          total_pages: 0,
          ratings: { ...ratings, number_of_reviews: 0 },
        },
      }),
    ),
  ),
  http.get('*/reviews/profile/follows', () =>
    HttpResponse.json({ existing_followee_ids: { Shop: {}, Product: {}, Reviewer: {} } }),
  ),
  http.put('*/reviews/reviewer/reviews/rv-own/unpublish', () =>
    unpublishStatus === 200
      ? HttpResponse.json({ review: { public_id: 'rv-own', published: false, deleted: false } })
      : HttpResponse.json(
          {
            error: {
              code: 'unavailable',
              message: 'We are updating the site. Please try again in a minute.',
            },
          },
          { status: unpublishStatus },
        ),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  unpublishStatus = 200;
});
afterAll(() => server.close());

const render = (url: string) =>
  renderRoute(<PrivateProfilePage />, { pattern: '/reviews/users/:slug', url });

describe('the private profile page', () => {
  it('explains a failed review change and leaves the review as it was (spec §4 "on failure the review is unchanged")', async () => {
    unpublishStatus = 503;
    const { user } = render('/reviews/users/tess-tester');
    const actions = await screen.findByRole('group', {
      name: 'Manage your review of Canvas Backpack',
    });
    await user.click(within(actions).getByRole('button', { name: 'Unpublish' }));
    expect((await within(actions).findByRole('alert')).textContent).toBe(
      'Could not unpublish this review: We are updating the site. Please try again in a minute.',
    );
    expect(within(actions).getByText('Published')).toBeTruthy();
    expect(
      within(actions).getByRole<HTMLButtonElement>('button', { name: 'Unpublish' }).disabled,
    ).toBe(false);
  });

  it('applies a confirmed change in place: the review shows as unpublished with Publish offered', async () => {
    const { user } = render('/reviews/users/tess-tester');
    const actions = await screen.findByRole('group', {
      name: 'Manage your review of Canvas Backpack',
    });
    await user.click(within(actions).getByRole('button', { name: 'Unpublish' }));
    expect(await within(actions).findByText('Unpublished: only you can see it')).toBeTruthy();
    expect(within(actions).getByRole('button', { name: 'Publish' })).toBeTruthy();
    expect(within(actions).queryByRole('alert')).toBeNull();
  });

  it('shows a removed review with its public line and takes one appeal; a refused one keeps what was typed', async () => {
    // The first appeal meets a busy server, the second is taken.
    const sent: unknown[] = [];
    let appealed = false;
    const removed = {
      ...ownReview,
      published: false,
      removal: { line: 'Removed: not about this product', appeal: null },
    };
    server.use(
      http.get('*/reviews/users/tess-tester', () =>
        HttpResponse.json(
          profileWith(
            appealed ? { ...removed, removal: { ...removed.removal, appeal: 'open' } } : removed,
          ),
        ),
      ),
      http.post('*/reviews/reviewer/reviews/rv-own/appeal', async ({ request }) => {
        sent.push(await request.json());
        appealed = sent.length === 2;
        return appealed
          ? HttpResponse.json({ appeal: { public_id: 'ra-1', status: 'open' } })
          : HttpResponse.json(
              {
                error: {
                  code: 'unavailable',
                  message: 'Vouch is busy right now. Please try again in a moment.',
                },
              },
              { status: 503 },
            );
      }),
    );
    const { user } = render('/reviews/users/tess-tester');
    const actions = await screen.findByRole('group', {
      name: 'Manage your review of Canvas Backpack',
    });
    expect(
      within(actions).getByText(
        /^Removed: not about this product\. An arbitrator removed it after a report/,
      ),
    ).toBeTruthy();
    expect(within(actions).queryByRole('button', { name: 'Publish' })).toBeNull();

    await user.click(within(actions).getByRole('button', { name: 'Appeal the removal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appeal the removal' });
    const words = within(dialog).getByRole('textbox', { name: 'Why should your review be back?' });
    await user.type(words, 'It is on topic');
    await user.click(within(dialog).getByRole('button', { name: 'Send the appeal' }));
    expect(
      within(dialog).getByText('Say why the review should be back (at least 20 characters)'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(words);
    expect(sent).toEqual([]);

    await user.type(words, ': I describe its straps.');
    await user.click(within(dialog).getByRole('button', { name: 'Send the appeal' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Vouch is busy right now. Please try again in a moment.',
    );
    expect((words as HTMLTextAreaElement).value).toBe('It is on topic: I describe its straps.');

    await user.click(within(dialog).getByRole('button', { name: 'Send the appeal' }));
    expect(await within(dialog).findByRole('status')).toBeTruthy();
    expect(sent).toEqual(Array(2).fill({ body: 'It is on topic: I describe its straps.' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    const note = await within(actions).findByText(
      'You appealed: our arbitrators will decide, and we will e-mail you.',
    );
    await waitFor(() => expect(document.activeElement).toBe(note));
    expect(within(actions).queryByRole('button', { name: 'Appeal the removal' })).toBeNull();
  });

  it('keeps the tab in the address and reads "tab=3" as the disputes tab', async () => {
    server.use(
      http.get('*/reviews/reviewer/disputes', () =>
        HttpResponse.json({
          items: [],
          current_page: 1,
          per_page: 20,
          total_count: 0,
          total_pages: 0,
        }),
      ),
    );
    const { user, location } = render('/reviews/users/tess-tester?tab=3');
    expect(
      (await screen.findByRole('tab', { name: 'Disputes (0)' })).getAttribute('aria-selected'),
    ).toBe('true');
    await user.click(screen.getByRole('tab', { name: 'Reviews (1)' }));
    expect(location()).toBe('/reviews/users/tess-tester?tab=0');
  });

  it("shows someone else's private address as their public profile", async () => {
    render('/reviews/users/sam-second');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Second' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('sends a guest to sign in, coming back here', async () => {
    server.use(http.get('*/reviews/me.json', () => HttpResponse.json(meAnswer(null))));
    const { location } = render('/reviews/users/tess-tester?tab=1');
    await waitFor(() =>
      expect(location()).toBe(
        `/login?return_to=${encodeURIComponent('/reviews/users/tess-tester?tab=1')}`,
      ),
    );
  });
});
