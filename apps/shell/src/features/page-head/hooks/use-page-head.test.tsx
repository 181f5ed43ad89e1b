import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { pageResponseSchema } from '@vouch/contracts';
import { meAnswer, renderRoute } from '@vouch/ui-testing';
import { usePageHead } from './use-page-head';

let me = meAnswer(null);
const asked: string[] = [];
const server = setupServer(
  http.get('*/reviews/me.json', () => HttpResponse.json(me)),
  http.get('*/reviews/profile/sam-second', () =>
    HttpResponse.json(
      pageResponseSchema.parse({
        meta_data: { title: "Sam Second's reviews | Vouch", description: 'Reviews by Sam' },
      }),
    ),
  ),
  http.get('*/reviews/users/tess-tester', () =>
    HttpResponse.json(
      pageResponseSchema.parse({
        meta_data: { title: 'My profile | Vouch', description: 'Yours' },
      }),
    ),
  ),
);
server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
  document.title = '';
});
afterAll(() => server.close());

function PageHead() {
  usePageHead();
  return null;
}

const openAt = (url: string) => renderRoute(<PageHead />, { pattern: '*', url });

describe("the page head on private pages asks only for what the viewer may read (no 401 or 403 in the browser's console)", () => {
  it("shows someone else's private profile address with their public profile's head, never asking for the private JSON (spec §6)", async () => {
    me = meAnswer({ slug: 'tess-tester' });
    openAt('/reviews/users/sam-second?tab=1');
    await waitFor(() => expect(document.title).toBe("Sam Second's reviews | Vouch"));
    expect(asked).not.toContain('/reviews/users/sam-second');
  });

  it('asks for the own private profile once me.json says whose it is', async () => {
    me = meAnswer({ slug: 'tess-tester' });
    openAt('/reviews/users/tess-tester');
    await waitFor(() => expect(document.title).toBe('My profile | Vouch'));
  });

  it.each([
    '/reviews/users/tess-tester',
    '/reviews/write-review',
    '/reviews/profile/edit',
    '/reviews/arbitrator',
  ])('asks a guest on %s for nothing but me.json: the page sends them to sign in', async (url) => {
    me = meAnswer(null);
    openAt(url);
    await waitFor(() => expect(asked).toContain('/reviews/me.json'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual(['/reviews/me.json']);
  });
});
