import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { orderLineItemSchema } from '@vouch/contracts';
import { renderRoute } from '@vouch/ui-testing';
import { ReviewForm } from './review-form';

const lineItem = orderLineItemSchema.parse({
  public_id: 'li-video',
  product_image_url: null,
  product_title: 'Canvas Backpack',
  placed_at: '2026-10-02T15:00:00.000Z',
  product_internal_path: '/reviews/stores/harbor/products/canvas',
  product_in_store: true,
  product_reviewable: true,
  review_public_id: null,
  shop: { name: 'Harbor Outfitters', slug: 'harbor', internal_path: '/reviews/stores/harbor' },
});

let submitted = 0;
const server = setupServer(
  http.post('*/reviews/reviewer/reviews', () => {
    submitted++;
    return HttpResponse.json({}, { status: 500 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  submitted = 0;
});
afterAll(() => server.close());

/** What a screen reader reads after the field's name: its error (aria-describedby). */
const descriptionOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

const renderForm = () =>
  renderRoute(
    <ReviewForm
      subject="Canvas Backpack"
      target={{ kind: 'new', lineItem }}
      ownProfilePath="/reviews/users/tess-tester"
    />,
    {
      pattern: '/reviews/write-review/new',
      url: '/reviews/write-review/new?line_item_public_id=li-video',
    },
  );

describe("the review form's video link (spec §8: \"URL check message 'Invalid URL'\")", () => {
  it('says "Invalid URL" when the reviewer leaves a link it cannot read, and drops it once the link is fixed', async () => {
    const { user } = renderForm();
    const link = screen.getByRole('textbox', { name: 'YouTube or Vidyard link or video id' });

    await user.type(link, 'https://vimeo.com/76979871');
    expect(link.getAttribute('aria-invalid')).toBe('false');
    await user.tab();
    expect(link.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(link)).toBe('Invalid URL');

    await user.clear(link);
    await user.type(link, 'https://youtu.be/dQw4w9WgXcQ');
    expect(link.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText('Invalid URL')).toBeNull();
  });

  it('keeps a review with an unreadable link from being sent, and takes the reviewer to the link', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: /5 stars/ }));
    await user.type(
      screen.getByRole('textbox', { name: 'Your review' }),
      'Kept my laptop dry through a week of rain.',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'YouTube or Vidyard link or video id' }),
      'my holiday video',
    );
    await user.click(screen.getByRole('button', { name: 'Publish review' }));

    const link = screen.getByRole('textbox', { name: 'YouTube or Vidyard link or video id' });
    expect(descriptionOf(link)).toBe('Invalid URL');
    expect(document.activeElement).toBe(link);
    expect(submitted).toBe(0);
  });

  it('leaves an empty link alone: the video is optional', async () => {
    const { user } = renderForm();
    const link = screen.getByRole('textbox', { name: 'YouTube or Vidyard link or video id' });
    await user.click(link);
    await user.tab();
    expect(link.getAttribute('aria-invalid')).toBe('false');
  });
});

describe("the review form's pictures (spec §8: up to 5 pictures of at most 15 MB)", () => {
  it('lists a picture over 15 MB with its refusal, sends nothing, and takes it away on Remove', async () => {
    let uploads = 0;
    server.use(http.post('*/reviews/reviewer/uploads', () => void uploads++));
    const { user } = renderForm();
    const poster = new File([new Uint8Array(16 * 1024 * 1024)], 'poster.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(screen.getByLabelText('Add pictures'), poster);
    expect(
      await screen.findByText('"poster.jpg" is larger than 15 MB. Choose a smaller picture.'),
    ).toBeTruthy();
    expect(uploads).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Remove poster.jpg' }));
    expect(screen.queryByText(/poster\.jpg" is larger/)).toBeNull();
  });
});
