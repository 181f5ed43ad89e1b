import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  errorResponseSchema,
  myShopsResponseSchema,
  shopClaimSchema,
  type MyShopsResponse,
  type ShopClaim,
} from '@vouch/contracts';
import { verificationMetaTag, verificationMissingMessage } from '@vouch/domain';
import { meAnswer, renderRoute } from '@vouch/ui-testing';
import { ShopConnectPage } from './shop-connect-page';

const PATTERN = '/reviews/shop/connect';
const FILE_PATH = '/.well-known/vouch-verification.txt';

/** A claim as the API answers it, for `domain` (the token and id follow the domain). */
function claimFor(domain: string, shopName: string, changes: Partial<ShopClaim> = {}): ShopClaim {
  const token = `vouch-${domain.split('.')[0]}`;
  return shopClaimSchema.parse({
    public_id: `c-${domain}`,
    site_origin: `https://${domain}`,
    domain,
    shop_name: shopName,
    token,
    meta_tag: verificationMetaTag(token),
    file_url: `https://${domain}${FILE_PATH}`,
    status: 'pending',
    method: null,
    last_error: null,
    shop: null,
    created_at: '2026-10-10T10:00:00.000Z',
    verified_at: null,
    ...changes,
  });
}

const refusal = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  HttpResponse.json(errorResponseSchema.parse({ error: { code, message, fields } }), { status });

/** What the fake API holds, reset before each test; `received` is every write, as the server got it. */
let mine: MyShopsResponse['shops'];
let claims: ShopClaim[];
/** Whether the shop's site carries the proof when the page checks it. */
let published: boolean;
let hold: Promise<void>;
const received: { path: string; body: unknown }[] = [];

const server = setupServer(
  http.get('*/reviews/me.json', () => HttpResponse.json(meAnswer({ name: 'Tess Tester' }))),
  http.get('*/reviews/shop/mine', () =>
    HttpResponse.json(myShopsResponseSchema.parse({ shops: mine })),
  ),
  http.get('*/reviews/shop/:shop/review_requests', () =>
    HttpResponse.json({ review_request_delay_days: 7 }),
  ),
  http.get('*/reviews/shop/claims', () => HttpResponse.json({ claims })),
  http.post('*/reviews/shop/claims', async ({ request }) => {
    const body = (await request.json()) as { site: string; shop_name?: string };
    received.push({ path: 'claims', body });
    const domain = body.site.trim().toLowerCase();
    if (domain === 'harbor.example')
      return refusal(
        409,
        'conflict',
        "Harbor Outfitters is already claimed on Vouch. Ask its owner to invite you from the shop's inbox.",
      );
    if (!body.shop_name)
      return refusal(
        400,
        'bad_request',
        `Vouch has no shop at ${domain} yet: enter its name to add it.`,
        { shop_name: 'Enter your shop’s name' },
      );
    const claim = claimFor(domain, body.shop_name);
    claims = [claim, ...claims];
    return HttpResponse.json({ claim }, { status: 201 });
  }),
  http.post('*/reviews/shop/claims/:publicId/verify', async ({ request, params }) => {
    const { method } = (await request.json()) as { method: 'meta_tag' | 'well_known_file' };
    received.push({ path: `verify ${String(params.publicId)}`, body: { method } });
    await hold;
    const claim = claims.find((held) => held.public_id === params.publicId)!;
    if (!published) {
      const fetched = method === 'meta_tag' ? `${claim.site_origin}/` : claim.file_url;
      return refusal(422, 'not_verified', verificationMissingMessage(method, fetched, claim.token));
    }
    const shop = { slug: 'canvas-co', name: claim.shop_name };
    const verified = { ...claim, status: 'verified', method, shop, verified_at: claim.created_at };
    mine = [...mine, { ...shop, domain: claim.domain, role: 'owner' }];
    return HttpResponse.json({ claim: shopClaimSchema.parse(verified) });
  }),
  // A shop just proven is the viewer's to manage: its keys and team, none yet.
  http.get('*/reviews/shop/:shop/api_keys', () => HttpResponse.json({ api_keys: [] })),
  http.get('*/reviews/shop/:shop/members', () =>
    HttpResponse.json({ members: [], invitations: [] }),
  ),
  http.post('*/reviews/shop/invitations/accept', async ({ request }) => {
    const { token } = (await request.json()) as { token: string };
    received.push({ path: 'accept', body: { token } });
    if (token === 'used')
      return refusal(
        410,
        'gone',
        'This invitation has expired or was used already. Ask the shop’s owner for a new one.',
      );
    mine = [
      ...mine,
      { slug: 'lakeside', name: 'Lakeside Gear', domain: 'lakeside.example', role: 'member' },
    ];
    return HttpResponse.json({ shop: { slug: 'lakeside', name: 'Lakeside Gear' } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  mine = [];
  claims = [];
  published = false;
  hold = Promise.resolve();
  received.splice(0);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function renderPage(url = PATTERN) {
  const rendered = renderRoute(<ShopConnectPage />, { pattern: PATTERN, url });
  await screen.findByRole('heading', { name: 'Connect your shop', level: 1 });
  return rendered;
}

const siteBox = () =>
  screen.getByRole('textbox', { name: "Your shop's address" }) as HTMLInputElement;
const nameBox = () => screen.getByRole('textbox', { name: 'Shop name' }) as HTMLInputElement;
const claimCard = (domain: string) => screen.getByRole('listitem', { name: domain });
/** The text an element's aria-describedby points at. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('the connect your shop page', () => {
  it('asks a guest to sign in, coming back here after', async () => {
    server.use(http.get('*/reviews/me.json', () => HttpResponse.json(meAnswer(null))));
    await renderPage(`${PATTERN}?invitation=abc`);
    const link = screen.getByRole('link', { name: 'Sign in to connect your shop' });
    expect(link.getAttribute('href')).toBe(
      `/login?return_to=${encodeURIComponent(`${PATTERN}?invitation=abc`)}`,
    );
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it('starts a claim and shows the tag and the file to publish', async () => {
    const { user } = await renderPage();
    expect(await screen.findByText(/You do not answer for a shop yet/)).toBeTruthy();
    expect(descriptionOf(nameBox())).toBe("Only needed when Vouch doesn't list your shop yet");
    expect(siteBox().placeholder).toBe('shop.example');
    await user.type(siteBox(), 'canvas.example');
    await user.type(nameBox(), 'Canvas Co');
    await user.click(screen.getByRole('button', { name: 'Start' }));

    const card = await waitFor(() => claimCard('canvas.example'));
    expect(received).toEqual([
      { path: 'claims', body: { site: 'canvas.example', shop_name: 'Canvas Co' } },
    ]);
    const tag = within(card).getByRole('textbox', { name: 'Tag for canvas.example' });
    expect((tag as HTMLInputElement).value).toBe(
      '<meta name="vouch-verification" content="vouch-canvas">',
    );
    expect((tag as HTMLInputElement).readOnly).toBe(true);
    expect(card.textContent).toContain('Add this tag to the <head> of your home page');
    expect(card.textContent).toContain(
      `Or publish a file at https://canvas.example${FILE_PATH} containing vouch-canvas`,
    );
    const copied = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(card).getByRole('button', { name: 'Copy tag for canvas.example' }));
    expect(copied).toHaveBeenCalledWith(verificationMetaTag('vouch-canvas'));
    expect(within(card).getByRole('status').textContent).toBe('Copied.');
    expect(siteBox().value).toBe('');
  });

  it('keeps what was typed when the server refuses, its reason next to the field it is about', async () => {
    const { user } = await renderPage();
    await user.type(siteBox(), 'canvas.example');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Vouch has no shop at canvas.example yet: enter its name to add it.',
    );
    expect(siteBox().value).toBe('canvas.example');
    expect(nameBox().getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(nameBox())).toBe(
      "Only needed when Vouch doesn't list your shop yet Enter your shop’s name",
    );

    await user.clear(siteBox());
    await user.type(siteBox(), 'harbor.example');
    await user.type(nameBox(), 'Mine really');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        "Harbor Outfitters is already claimed on Vouch. Ask its owner to invite you from the shop's inbox.",
      ),
    );
    expect([siteBox().value, nameBox().value]).toEqual(['harbor.example', 'Mine really']);
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('refuses an address that is not a site without sending it', async () => {
    const { user } = await renderPage();
    await user.type(siteBox(), 'not a site');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(siteBox().getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(siteBox())).toContain('not a web address');
    expect(siteBox().value).toBe('not a site');
    expect(received).toEqual([]);
  });

  it("shows a failed check in the server's words, the button busy while it checks", async () => {
    claims = [claimFor('canvas.example', 'Canvas Co')];
    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    const { user } = await renderPage();
    const card = await waitFor(() => claimCard('canvas.example'));
    await user.click(within(card).getByRole('button', { name: 'Check the tag' }));
    const busy = within(card).getByRole('button', { name: 'Checking…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(
      (within(card).getByRole('button', { name: 'Check the file' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    release();
    expect((await within(card).findByRole('alert')).textContent).toBe(
      `We fetched https://canvas.example/ but its page has no <meta name="vouch-verification" content="vouch-canvas"> tag. Paste the tag into the <head> of your home page, publish it, and check again.`,
    );
    expect(received).toEqual([{ path: 'verify c-canvas.example', body: { method: 'meta_tag' } }]);
    expect(
      (within(card).getByRole('button', { name: 'Check the tag' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('shows a proven claim as verified, with its shop on Vouch and among your shops', async () => {
    claims = [claimFor('canvas.example', 'Canvas Co', { last_error: 'We fetched nothing.' })];
    published = true;
    const { user } = await renderPage();
    const card = await waitFor(() => claimCard('canvas.example'));
    expect(within(card).getByRole('alert').textContent).toBe('We fetched nothing.');
    await user.click(within(card).getByRole('button', { name: 'Check the file' }));
    await waitFor(() => expect(card.textContent).toContain('Verified: you own Canvas Co'));
    expect(
      within(card).getByRole('link', { name: 'See Canvas Co on Vouch' }).getAttribute('href'),
    ).toBe('/reviews/stores/canvas-co');
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(received).toEqual([
      { path: 'verify c-canvas.example', body: { method: 'well_known_file' } },
    ]);
    const yours = screen.getByRole('list', { name: 'Your shops' });
    expect(await within(yours).findByRole('heading', { name: 'Canvas Co', level: 3 })).toBeTruthy();
  });
});

describe('an invitation from a shop owner', () => {
  it('is accepted from the link of its e-mail, and the shop joins your shops', async () => {
    const { user } = await renderPage(`${PATTERN}?invitation=tok-1`);
    const panel = screen.getByRole('region', { name: "You're invited to answer for a shop" });
    await user.click(within(panel).getByRole('button', { name: 'Accept invitation' }));
    expect((await within(panel).findByRole('status')).textContent).toBe(
      'You now answer for Lakeside Gear',
    );
    expect(
      within(panel).getByRole('link', { name: 'Open the shop inbox' }).getAttribute('href'),
    ).toBe('/reviews/shop/inbox');
    expect(received).toEqual([{ path: 'accept', body: { token: 'tok-1' } }]);
    const yours = await screen.findByRole('list', { name: 'Your shops' });
    expect(within(yours).getByText('lakeside.example · You are a member')).toBeTruthy();
  });

  it('says why it cannot be accepted', async () => {
    const { user } = await renderPage(`${PATTERN}?invitation=used`);
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation has expired or was used already. Ask the shop’s owner for a new one.',
    );
    expect(screen.getByRole('button', { name: 'Accept invitation' })).toBeTruthy();
  });
});
