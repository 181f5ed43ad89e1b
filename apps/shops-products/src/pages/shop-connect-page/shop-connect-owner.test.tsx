import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  apiKeySchema,
  createdApiKeyResponseSchema,
  errorResponseSchema,
  shopMembersResponseSchema,
  type ApiKey,
  type ShopMembersResponse,
} from '@vouch/contracts';
import { meAnswer, renderRoute } from '@vouch/ui-testing';
import { ShopConnectPage } from './shop-connect-page';

const PATTERN = '/reviews/shop/connect';
const SHOP = { slug: 'harbor-outfitters', name: 'Harbor Outfitters', domain: 'harbor.example' };
const SECRET = 'vouch_sk_Abc123SecretPart_never_shown_again_0000000';

const OWNER = {
  encoded_id: 'u-1',
  name: 'Olga Owner',
  email: 'olga@harbor.example',
  role: 'owner',
};
const MEMBER = {
  encoded_id: 'u-2',
  name: 'Max Member',
  email: 'max@harbor.example',
  role: 'member',
};

const keyFixture = (changes: Partial<ApiKey> = {}): ApiKey =>
  apiKeySchema.parse({
    public_id: 'k-1',
    name: 'Old importer',
    prefix: 'vouch_sk_Old123',
    scopes: ['reviews:read'],
    created_at: '2026-09-01T10:00:00.000Z',
    last_used_at: null,
    revoked_at: null,
    ...changes,
  });

const refusal = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  HttpResponse.json(errorResponseSchema.parse({ error: { code, message, fields } }), { status });

/** What the fake API holds for the shop, reset before each test; `received` is every write. */
let role: 'owner' | 'member';
let keys: ApiKey[];
let team: ShopMembersResponse;
const received: { path: string; body: unknown }[] = [];
const teamAnswer = () => HttpResponse.json(shopMembersResponseSchema.parse(team));

const server = setupServer(
  http.get('*/reviews/me.json', () => HttpResponse.json(meAnswer({ name: 'Olga Owner' }))),
  http.get('*/reviews/shop/mine', () => HttpResponse.json({ shops: [{ ...SHOP, role }] })),
  http.get('*/reviews/shop/:shop/review_requests', () =>
    HttpResponse.json({ review_request_delay_days: 7 }),
  ),
  http.get('*/reviews/shop/claims', () => HttpResponse.json({ claims: [] })),
  http.get('*/reviews/shop/:shop/api_keys', () => HttpResponse.json({ api_keys: keys })),
  http.post('*/reviews/shop/:shop/api_keys', async ({ request, params }) => {
    const body = (await request.json()) as { name: string; scopes: string[] };
    received.push({ path: `${String(params.shop)}/api_keys`, body });
    if (!body.name.trim())
      return refusal(400, 'bad_request', 'Please check your input (name: …).', {
        name: 'name says what the key is for, such as “Shopify orders”',
      });
    const key = keyFixture({
      public_id: 'k-2',
      name: body.name,
      prefix: SECRET.slice(0, 15),
      scopes: body.scopes as ApiKey['scopes'],
      created_at: '2026-10-12T10:00:00.000Z',
    });
    keys = [key, ...keys];
    return HttpResponse.json(createdApiKeyResponseSchema.parse({ api_key: key, secret: SECRET }), {
      status: 201,
    });
  }),
  http.delete('*/reviews/shop/:shop/api_keys/:publicId', ({ params }) => {
    received.push({ path: `revoke ${String(params.publicId)}`, body: null });
    keys = keys.map((key) =>
      key.public_id === params.publicId ? { ...key, revoked_at: '2026-10-12T11:00:00.000Z' } : key,
    );
    return HttpResponse.json({ api_key: keys.find((key) => key.public_id === params.publicId) });
  }),
  http.get('*/reviews/shop/:shop/members', teamAnswer),
  http.post('*/reviews/shop/:shop/members', async ({ request }) => {
    const { email } = (await request.json()) as { email: string };
    received.push({ path: 'members', body: { email } });
    if (team.members.some((member) => member.email === email))
      return refusal(409, 'conflict', `${email} is a member of ${SHOP.name} already.`, {
        email: 'Already a member',
      });
    team = {
      ...team,
      invitations: [...team.invitations, { email, expires_at: '2026-10-19T10:00:00.000Z' }],
    };
    return HttpResponse.json(shopMembersResponseSchema.parse(team), { status: 201 });
  }),
  http.delete('*/reviews/shop/:shop/members/:encodedId', ({ params }) => {
    received.push({ path: `remove ${String(params.encodedId)}`, body: null });
    team = { ...team, members: team.members.filter((m) => m.encoded_id !== params.encodedId) };
    return teamAnswer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  role = 'owner';
  keys = [keyFixture()];
  team = shopMembersResponseSchema.parse({ members: [OWNER, MEMBER], invitations: [] });
  received.splice(0);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function renderPage() {
  const rendered = renderRoute(<ShopConnectPage />, { pattern: PATTERN, url: PATTERN });
  await screen.findByRole('heading', { name: SHOP.name, level: 3 });
  return rendered;
}

const keysPart = () => screen.getByRole('region', { name: 'API keys' });
const teamPart = () => screen.getByRole('region', { name: 'Team' });
const keyList = () => within(keysPart()).getByRole('list', { name: `API keys of ${SHOP.name}` });
const emailBox = () =>
  within(teamPart()).getByRole('textbox', { name: 'E-mail address' }) as HTMLInputElement;

describe("a shop's API keys, for its owner", () => {
  it('lists each key with its prefix, scopes and use', async () => {
    await renderPage();
    expect(screen.getByText('harbor.example · You own it')).toBeTruthy();
    const [old] = within(await waitFor(keyList)).getAllByRole('listitem');
    expect(old!.textContent).toContain('Old importer');
    expect(old!.textContent).toContain('vouch_sk_Old123… · Read reviews (reviews:read)');
    expect(old!.textContent).toContain('never used');
  });

  it('creates a key and shows its secret once, to copy', async () => {
    const { user } = await renderPage();
    const form = within(keysPart()).getByRole('form', { name: `New API key for ${SHOP.name}` });
    const orders = within(form).getByRole('checkbox', { name: 'Send orders (orders:write)' });
    expect((orders as HTMLInputElement).checked).toBe(true);
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Shopify orders');
    await user.click(within(form).getByRole('checkbox', { name: 'Read reviews (reviews:read)' }));
    await user.click(within(form).getByRole('button', { name: 'Create key' }));

    const secret = await within(keysPart()).findByRole('group', { name: 'New key Shopify orders' });
    expect(secret.textContent).toContain('Copy this key now: Vouch shows it only once.');
    const box = within(secret).getByRole('textbox', {
      name: 'Key Shopify orders',
    }) as HTMLInputElement;
    expect([box.value, box.readOnly]).toEqual([SECRET, true]);
    const copied = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(secret).getByRole('button', { name: 'Copy key Shopify orders' }));
    expect(copied).toHaveBeenCalledWith(SECRET);
    expect(received).toEqual([
      {
        path: 'harbor-outfitters/api_keys',
        body: { name: 'Shopify orders', scopes: ['orders:write', 'reviews:read'] },
      },
    ]);
    const [created] = within(keyList()).getAllByRole('listitem');
    expect(created!.textContent).toContain('Shopify orders');
    expect(created!.textContent).not.toContain(SECRET);

    await user.click(within(secret).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('keeps a refused key as typed, the reason next to its field', async () => {
    const { user } = await renderPage();
    const form = within(keysPart()).getByRole('form', { name: `New API key for ${SHOP.name}` });
    const name = within(form).getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    await user.type(name, '   ');
    await user.click(within(form).getByRole('checkbox', { name: 'Read reviews (reviews:read)' }));
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    const errorId = name.getAttribute('aria-describedby')!;
    expect(document.getElementById(errorId)!.textContent).toBe(
      'name says what the key is for, such as “Shopify orders”',
    );
    expect(name.value).toBe('   ');
    const checked = within(form)
      .getAllByRole('checkbox')
      .map((box) => (box as HTMLInputElement).checked);
    expect(checked).toEqual([true, true]);
  });

  it('revokes a key once the owner confirms', async () => {
    const { user } = await renderPage();
    await user.click(
      await within(keysPart()).findByRole('button', { name: 'Revoke Old importer' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Revoke Old importer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(received).toEqual([{ path: 'revoke k-1', body: null }]);
    expect(within(keyList()).getByRole('listitem').textContent).toContain('revoked');
    expect(within(keysPart()).queryByRole('button', { name: 'Revoke Old importer' })).toBeNull();
  });
});

describe("a shop's team, for its owner", () => {
  it('invites a member by e-mail and lists the invitation until it expires', async () => {
    const { user } = await renderPage();
    await waitFor(() => within(teamPart()).getByRole('list', { name: `Members of ${SHOP.name}` }));
    const members = within(teamPart()).getByRole('list', { name: `Members of ${SHOP.name}` });
    expect(
      within(members)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Olga Ownerolga@harbor.example · Owner',
      'Max Membermax@harbor.example · MemberRemove',
    ]);
    await user.type(emailBox(), 'new@harbor.example');
    await user.click(within(teamPart()).getByRole('button', { name: 'Send invitation' }));
    const pending = await within(teamPart()).findByRole('list', {
      name: `Invitations to ${SHOP.name}`,
    });
    expect(pending.textContent).toContain('new@harbor.example');
    expect(pending.textContent).toContain('Expires');
    expect(within(teamPart()).getByRole('status').textContent).toBe(
      'Invitation sent to new@harbor.example.',
    );
    expect(received).toEqual([{ path: 'members', body: { email: 'new@harbor.example' } }]);
    expect(emailBox().value).toBe('');
  });

  it('keeps a refused address in the box, the reason next to it', async () => {
    const { user } = await renderPage();
    await user.type(emailBox(), 'max@harbor.example');
    await user.click(within(teamPart()).getByRole('button', { name: 'Send invitation' }));
    expect((await within(teamPart()).findByRole('alert')).textContent).toBe(
      'max@harbor.example is a member of Harbor Outfitters already.',
    );
    expect(emailBox().value).toBe('max@harbor.example');
    const errorId = emailBox().getAttribute('aria-describedby')!;
    expect(document.getElementById(errorId)!.textContent).toBe('Already a member');
  });

  it('removes a member, never the owner', async () => {
    const { user } = await renderPage();
    expect(within(teamPart()).queryByRole('button', { name: 'Remove Olga Owner' })).toBeNull();
    await user.click(await within(teamPart()).findByRole('button', { name: 'Remove Max Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Max Member?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Max Member')).toBeNull());
    expect(received).toEqual([{ path: 'remove u-2', body: null }]);
  });
});

describe('a member of a shop', () => {
  it('sees the shop without its keys and team', async () => {
    role = 'member';
    await renderPage();
    expect(screen.getByText('harbor.example · You are a member')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'API keys' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Team' })).toBeNull();
  });
});

describe("a shop's review requests, for its owner", () => {
  it('saves the delay, and keeps a refused one as typed with the reason next to it', async () => {
    let delay = 7;
    server.use(
      http.get('*/reviews/shop/:shop/review_requests', () =>
        HttpResponse.json({ review_request_delay_days: delay }),
      ),
      http.put('*/reviews/shop/:shop/review_requests', async ({ request }) => {
        const body = (await request.json()) as { review_request_delay_days: number };
        received.push({ path: 'review_requests', body });
        if (body.review_request_delay_days > 90)
          return refusal(400, 'bad_request', 'Please check your input (…).', {
            review_request_delay_days: 'review_request_delay_days is 0 to 90',
          });
        delay = body.review_request_delay_days;
        return HttpResponse.json({ review_request_delay_days: delay });
      }),
    );
    const { user } = await renderPage();
    const part = screen.getByRole('region', { name: 'Review requests' });
    const days = (await within(part).findByDisplayValue('7')) as HTMLInputElement;
    await user.clear(days);
    await user.type(days, '120');
    await user.click(within(part).getByRole('button', { name: 'Save' }));
    await within(part).findByText('review_request_delay_days is 0 to 90');
    expect(days.value).toBe('120');

    await user.clear(days);
    await user.type(days, '3');
    await user.click(within(part).getByRole('button', { name: 'Save' }));
    await within(part).findByText('Saved: buyers are asked 3 days after their order is fulfilled.');
    expect(received.at(-1)).toEqual({
      path: 'review_requests',
      body: { review_request_delay_days: 3 },
    });
  });
});
