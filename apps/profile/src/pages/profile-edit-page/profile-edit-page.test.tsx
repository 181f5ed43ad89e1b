import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { meAnswer, renderRoute } from '@vouch/ui-testing';
import { ProfileEditPage } from './profile-edit-page';

const asked: string[] = [];
const server = setupServer(http.get('*/reviews/me.json', () => HttpResponse.json(meAnswer(null))));
server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the edit profile page', () => {
  it('sends a guest to sign in without asking for the page (no 401 in the console)', async () => {
    const page = renderRoute(<ProfileEditPage />, {
      pattern: '/reviews/profile/edit',
      url: '/reviews/profile/edit',
    });
    await waitFor(() =>
      expect(page.location()).toBe('/login?return_to=%2Freviews%2Fprofile%2Fedit'),
    );
    expect(asked).toEqual(['/reviews/me.json']);
  });
});
