import { configureStore } from '@reduxjs/toolkit';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { errorResponseSchema, followsResponseSchema, heartResponseSchema } from '@vouch/contracts';
import { api, rootReducer } from '../api';
import { followsApi, followsArgs } from './follows-api';

let answer: 'ok' | 'fail' = 'ok';
const server = setupServer(
  http.post('*/reviews/profile/follows/heart', async ({ request }) => {
    await delay(30);
    if (answer === 'fail')
      return HttpResponse.json(
        errorResponseSchema.parse({ error: { code: 'internal_error', message: 'Try again.' } }),
        { status: 500 },
      );
    const body = (await request.json()) as { is_hearting: boolean; shop_enc_id: string };
    return HttpResponse.json(
      heartResponseSchema.parse({
        existing_followee_ids: {
          Shop: { [body.shop_enc_id]: body.is_hearting },
          Product: {},
          Reviewer: {},
        },
        followers_count: 1,
      }),
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const state = (shops: Record<string, boolean>) =>
  followsResponseSchema.parse({
    existing_followee_ids: { Shop: shops, Product: {}, Reviewer: {} },
  });
const shop = (encodedId: string) => ({ followeeClass: 'Shop' as const, encodedId });

async function storeWithCachedStates() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const list = followsArgs([shop('s1'), shop('s2')]);
  const other = followsArgs([shop('s3')]);
  await store.dispatch(
    followsApi.util.upsertQueryData('getFollows', list, state({ s1: false, s2: true })),
  );
  await store.dispatch(followsApi.util.upsertQueryData('getFollows', other, state({ s3: false })));
  const following = (args: typeof list, id: string) =>
    followsApi.endpoints.getFollows.select(args)(store.getState()).data?.existing_followee_ids.Shop[
      id
    ];
  return { store, list, other, following };
}

describe('the heart mutation (spec §4 "Follow toggle: updated optimistically and reverted if the response status is 400 or more")', () => {
  it('shows the new state in every cached list naming the followee before the answer, and keeps it after a success', async () => {
    answer = 'ok';
    const { store, list, other, following } = await storeWithCachedStates();
    const sent = store.dispatch(
      followsApi.endpoints.heart.initiate({ ...shop('s1'), following: true }),
    );
    expect(following(list, 's1')).toBe(true);
    expect(following(other, 's3')).toBe(false);
    await sent;
    expect(following(list, 's1')).toBe(true);
  });

  it('puts the state back when the server refuses', async () => {
    answer = 'fail';
    const { store, list, following } = await storeWithCachedStates();
    const sent = store.dispatch(
      followsApi.endpoints.heart.initiate({ ...shop('s2'), following: false }),
    );
    expect(following(list, 's2')).toBe(false);
    await sent;
    expect(following(list, 's2')).toBe(true);
  });
});
