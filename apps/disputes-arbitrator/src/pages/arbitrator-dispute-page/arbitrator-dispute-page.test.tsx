import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  disputeMessageSchema,
  disputePageResponseSchema,
  disputeResponseSchema,
  errorResponseSchema,
  type DisputeDetail,
} from '@vouch/contracts';
import { disputeFixture, meAnswer, renderRoute } from '@vouch/ui-testing';
import { ArbitratorDisputePage } from './arbitrator-dispute-page';

const REVIEWER_MESSAGE = disputeMessageSchema.parse({
  id: 'm1',
  author_role: 'reviewer',
  author_name: 'Robin Reviewer',
  body: 'The strap tore on the first day.\nPhotos attached.',
  created_at: '2026-10-10T11:00:00.000Z',
  files: [
    {
      public_id: 'f1',
      file_name: 'strap.jpg',
      kind: 'jpeg',
      byte_size: 2_500_000,
      url: '/reviews/dispute_files/f1',
    },
  ],
});
const SHOP_MESSAGE = disputeMessageSchema.parse({
  id: 'm2',
  author_role: 'shop',
  author_name: 'Harbor Outfitters',
  body: 'It was fine when it left us.',
  created_at: '2026-10-11T09:30:00.000Z',
  files: [],
});

let dispute: DisputeDetail;
/** What the page sent, in order: each move or message as the server received it. */
const received: { path: string; body: unknown }[] = [];
const refusal = (message: string, fields?: Record<string, string>) =>
  HttpResponse.json(
    errorResponseSchema.parse({
      error: { code: 'invalid', message, ...(fields ? { fields } : {}) },
    }),
    { status: 400 },
  );

const server = setupServer(
  http.get('*/reviews/me.json', () =>
    HttpResponse.json(meAnswer({ name: 'Ari Arbiter', role: 'arbitrator' })),
  ),
  http.get('*/reviews/arbitrator/:disputeId', () =>
    HttpResponse.json(
      disputePageResponseSchema.parse({
        meta_data: { title: 'Dispute', description: '' },
        dispute,
      }),
    ),
  ),
  http.post('*/reviews/arbitrator/:disputeId/messages', async ({ request }) => {
    const body = (await request.json()) as { body: string };
    received.push({ path: 'messages', body });
    const message = {
      id: `m${dispute.messages.length + 1}`,
      author_role: 'arbitrator',
      author_name: 'Ari Arbiter',
      body: body.body,
      created_at: '2026-10-12T08:00:00.000Z',
      files: [],
    };
    return HttpResponse.json(
      disputeResponseSchema.parse({
        dispute: { ...dispute, messages: [...dispute.messages, message] },
      }),
    );
  }),
  http.post('*/reviews/arbitrator/:disputeId/decisions', async ({ request }) => {
    const body = (await request.json()) as {
      outcome: DisputeDetail['outcome'];
      remedy: string;
      reason: string;
    };
    received.push({ path: 'decisions', body });
    return HttpResponse.json(
      disputeResponseSchema.parse({
        dispute: {
          ...dispute,
          status: 'decided',
          outcome: body.outcome,
          remedy: body.remedy || null,
          decision_reason: body.reason,
          decided_at: '2026-10-12T08:00:00.000Z',
          allowed_actions: ['close'],
        },
      }),
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  dispute = disputeFixture({ messages: [REVIEWER_MESSAGE, SHOP_MESSAGE] });
  received.splice(0);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function renderPage() {
  const rendered = renderRoute(<ArbitratorDisputePage />, {
    pattern: '/reviews/arbitrator/:disputeId',
    url: '/reviews/arbitrator/D-1001',
  });
  await screen.findByRole('heading', {
    name: 'The item arrived damaged: Canvas weekender bag from Harbor Outfitters',
    level: 1,
  });
  return rendered;
}

const thread = () => screen.getByRole('list', { name: 'Messages' });
const messageBox = () =>
  screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement;

describe('the dispute thread', () => {
  it('shows each message with its author, their side, when, its words as written and its files', async () => {
    await renderPage();
    const [first, second] = within(thread())
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === thread());
    expect(within(first!).getByText('Robin Reviewer · Reviewer')).toBeTruthy();
    expect(first!.textContent).toContain('10 Oct 2026');
    expect(
      within(first!).getByText(/The strap tore on the first day\.\s+Photos attached\./),
    ).toBeTruthy();
    const files = within(first!).getByRole('list', { name: 'Files sent by Robin Reviewer' });
    const file = within(files).getByRole('link', { name: 'strap.jpg' });
    expect([
      file.getAttribute('href'),
      file.getAttribute('target'),
      file.getAttribute('rel'),
    ]).toEqual(['/reviews/dispute_files/f1', '_blank', 'noopener noreferrer']);
    expect(files.textContent).toContain('(2.4 MB)');
    expect(within(second!).getByText('Harbor Outfitters · Shop')).toBeTruthy();
    expect(within(second!).queryByRole('list')).toBeNull();
  });

  it('says when there are no messages yet', async () => {
    dispute = disputeFixture();
    await renderPage();
    expect(screen.getByText('No messages yet.')).toBeTruthy();
  });

  it('refuses an empty message without sending it ("Write a message or attach a file")', async () => {
    const { user } = await renderPage();
    await user.type(messageBox(), '   ');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByRole('alert').textContent).toBe('Write a message or attach a file');
    expect(received).toEqual([]);
  });

  it('sends a message to both sides, shows it in the thread at once and empties the box', async () => {
    const { user } = await renderPage();
    await user.type(messageBox(), 'Please send a photo of the label.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(within(thread()).getByText('Please send a photo of the label.')).toBeTruthy(),
    );
    expect(received).toEqual([
      { path: 'messages', body: { body: 'Please send a photo of the label.', file_ids: [] } },
    ]);
    expect(within(thread()).getByText('Ari Arbiter · Arbitrator')).toBeTruthy();
    expect(messageBox().value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("keeps a refused message in the box and says the server's reason", async () => {
    server.use(
      http.post('*/reviews/arbitrator/:disputeId/messages', () =>
        refusal('Another arbitrator has taken this case.'),
      ),
    );
    const { user } = await renderPage();
    await user.type(messageBox(), 'Please send a photo of the label.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your message was not sent: Another arbitrator has taken this case. It is still here.',
    );
    expect(messageBox().value).toBe('Please send a photo of the label.');
  });

  it('has no reply box once the dispute is closed', async () => {
    dispute = disputeFixture({
      status: 'closed',
      outcome: 'for_reviewer',
      allowed_actions: [],
      messages: [REVIEWER_MESSAGE],
    });
    await renderPage();
    expect(screen.getByRole('list', { name: 'Messages' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull();
  });
});

describe('the decision form', () => {
  const form = () => screen.getByRole('form', { name: 'Decide the dispute' });
  const field = (name: string) =>
    within(form()).getByRole('textbox', { name }) as HTMLTextAreaElement;
  const REASON = 'The photos show a seam that was never stitched.';

  it("refuses an incomplete decision with the rule's messages, and sends nothing", async () => {
    const { user } = await renderPage();
    await user.click(within(form()).getByRole('button', { name: 'Record the decision' }));
    expect(within(form()).getByRole('alert').textContent).toBe('Choose the outcome');
    expect(
      within(form()).getByRole('group', { name: 'Outcome' }).getAttribute('aria-describedby'),
    ).toBe('outcome-error');
    expect(
      screen.getByRole('textbox', {
        name: 'What the shop must do',
        description: 'Say what the shop must do',
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('textbox', {
        name: 'Reason for the decision',
        description: 'Write the reason for the decision (at least 20 characters)',
      }),
    ).toBeTruthy();
    // A reason one character short of 20 is still refused.
    await user.type(field('Reason for the decision'), 'x'.repeat(19));
    await user.click(within(form()).getByRole('button', { name: 'Record the decision' }));
    expect(field('Reason for the decision').getAttribute('aria-invalid')).toBe('true');
    expect(received).toEqual([]);
  });

  it('needs no remedy when the shop wins', async () => {
    const { user } = await renderPage();
    await user.click(within(form()).getByRole('radio', { name: 'For the shop' }));
    await user.type(field('Reason for the decision'), REASON);
    await user.click(within(form()).getByRole('button', { name: 'Record the decision' }));
    const question = screen.getByRole('heading', { name: 'Record this decision? It is final.' });
    expect(document.activeElement).toBe(question);
    const restated = question.parentElement!.querySelector('dl')!;
    expect(Array.from(restated.children).map((child) => child.textContent)).toEqual([
      'Outcome',
      'For the shop',
      'What the shop must do',
      'Nothing',
      'Reason for the decision',
      REASON,
    ]);
  });

  it('asks again before recording; going back keeps everything typed and returns focus to the button', async () => {
    const { user } = await renderPage();
    await user.click(within(form()).getByRole('radio', { name: 'Partly for each' }));
    await user.type(field('What the shop must do'), 'Refund half the price.');
    await user.type(field('Reason for the decision'), REASON);
    await user.click(within(form()).getByRole('button', { name: 'Record the decision' }));
    expect(received).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Go back and change it' }));
    expect(
      (within(form()).getByRole('radio', { name: 'Partly for each' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(field('What the shop must do').value).toBe('Refund half the price.');
    expect(field('Reason for the decision').value).toBe(REASON);
    expect(document.activeElement).toBe(
      within(form()).getByRole('button', { name: 'Record the decision' }),
    );
  });

  it('records the decision on the second yes, and the case then shows it', async () => {
    const { user } = await renderPage();
    await user.click(within(form()).getByRole('radio', { name: 'For the reviewer' }));
    await user.type(field('What the shop must do'), 'Send a new bag.');
    await user.type(field('Reason for the decision'), REASON);
    await user.click(within(form()).getByRole('button', { name: 'Record the decision' }));
    await user.click(screen.getByRole('button', { name: 'Yes, record the decision' }));
    expect(await screen.findByText('What the shop must do: Send a new bag.')).toBeTruthy();
    expect(received).toEqual([
      {
        path: 'decisions',
        body: {
          action: 'decide',
          outcome: 'for_reviewer',
          remedy: 'Send a new bag.',
          reason: REASON,
        },
      },
    ]);
    expect(screen.getByRole('status').textContent).toBe('Decided for the reviewer');
    expect(screen.queryByRole('form', { name: 'Decide the dispute' })).toBeNull();
  });

  it("keeps what was typed when the server refuses, with the server's message on its field", async () => {
    server.use(
      http.post('*/reviews/arbitrator/:disputeId/decisions', () =>
        refusal('The decision is incomplete.', {
          remedy: 'Say what the shop must do, in at most 2000 characters',
        }),
      ),
    );
    const { user } = await renderPage();
    await user.click(within(form()).getByRole('radio', { name: 'For the reviewer' }));
    await user.type(field('What the shop must do'), 'Send a new bag.');
    await user.type(field('Reason for the decision'), REASON);
    await user.click(within(form()).getByRole('button', { name: 'Record the decision' }));
    await user.click(screen.getByRole('button', { name: 'Yes, record the decision' }));
    expect(
      await within(form()).findByText(
        'The decision was not recorded. What you wrote is still here.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByRole('textbox', {
        name: 'What the shop must do',
        description: 'Say what the shop must do, in at most 2000 characters',
      }),
    ).toBeTruthy();
    expect(field('What the shop must do').value).toBe('Send a new bag.');
    expect(field('Reason for the decision').value).toBe(REASON);
  });
});
