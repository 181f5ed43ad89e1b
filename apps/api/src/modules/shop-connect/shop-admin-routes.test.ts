import {
  apiKeysResponseSchema,
  createdApiKeyResponseSchema,
  shopMembersResponseSchema,
} from '@vouch/contracts';
import { DEMO_ACCOUNTS, DEMO_SHOP } from '@vouch/seed';
import {
  createTestApp,
  signedInBrowser,
  signUpThroughLink,
  TestBrowser,
  type TestApp,
} from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

const owner = () => signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
const keysPath = `/reviews/shop/${DEMO_SHOP.slug}/api_keys`;
const membersPath = `/reviews/shop/${DEMO_SHOP.slug}/members`;

describe("a shop owner's API keys", () => {
  it('shows a new key once, keeps only its hash, lists and revokes it', async () => {
    const browser = await owner();
    const created = await browser.send('POST', keysPath, {
      name: 'Shopify orders',
      scopes: ['orders:write', 'orders:write'],
    });
    expect(created.statusCode).toBe(201);
    const { api_key: key, secret } = createdApiKeyResponseSchema.parse(created.json());
    expect(secret).toMatch(/^vouch_sk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: 'Shopify orders',
      scopes: ['orders:write'],
      prefix: secret.slice(0, 15),
      last_used_at: null,
      revoked_at: null,
    });
    const stored = await testApp.database.db
      .selectFrom('shop_api_keys')
      .selectAll()
      .where('public_id', '=', key.public_id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(secret.slice(15));

    const listed = apiKeysResponseSchema.parse((await browser.get(keysPath)).json());
    expect(listed.api_keys.map((listedKey) => listedKey.public_id)).toContain(key.public_id);
    expect(JSON.stringify(listed)).not.toContain(secret);

    const revoked = await browser.send('DELETE', `${keysPath}/${key.public_id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().api_key.revoked_at).not.toBeNull();
    expect((await browser.send('DELETE', `${keysPath}/nokey`)).statusCode).toBe(404);
  });

  it('refuses keys to anyone but the owner, and input it cannot use, keeping nothing', async () => {
    const keysBefore = (
      await testApp.database.db.selectFrom('shop_api_keys').select('id').execute()
    ).length;
    const stranger = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const refused = await stranger.send('POST', keysPath, {
      name: 'mine',
      scopes: ['orders:write'],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(`Only the owner of ${DEMO_SHOP.name} can do that.`);
    expect((await new TestBrowser(testApp.app).get(keysPath)).statusCode).toBe(401);
    const browser = await owner();
    const bad = await browser.send('POST', keysPath, { name: ' ', scopes: ['admin'] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['name', 'scopes.0']);
    expect((await browser.get('/reviews/shop/no-such-shop/api_keys')).statusCode).toBe(404);
    expect(
      (await testApp.database.db.selectFrom('shop_api_keys').select('id').execute()).length,
    ).toBe(keysBefore);
  });
});

describe("a shop owner's team", () => {
  it('invites by e-mail; the invited person accepts and answers for the shop; the owner removes them', async () => {
    const browser = await owner();
    const email = 'teammate@example.com';
    const invited = await browser.send('POST', membersPath, { email });
    expect(invited.statusCode).toBe(201);
    expect(shopMembersResponseSchema.parse(invited.json()).invitations).toEqual([
      { email, expires_at: expect.any(String) },
    ]);
    const mail = testApp.outbox.at(-1)!;
    expect(mail).toMatchObject({
      to: email,
      subject: expect.stringContaining(`for ${DEMO_SHOP.name} on Vouch`),
    });
    const token = new URL(mail.text.match(/http:\/\/vouch\.test\S+/)![0]).searchParams.get(
      'invitation',
    )!;

    // Someone else signed in cannot use it; the person at that address can, once.
    const stranger = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    expect(
      (await stranger.send('POST', '/reviews/shop/invitations/accept', { token })).statusCode,
    ).toBe(403);
    const teammate = new TestBrowser(testApp.app);
    await signUpThroughLink(testApp, teammate, {
      name: 'Tess Teammate',
      email,
      password: 'a long enough password',
    });
    const accepted = await teammate.send('POST', '/reviews/shop/invitations/accept', { token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ shop: { slug: DEMO_SHOP.slug, name: DEMO_SHOP.name } });
    expect(
      (await teammate.send('POST', '/reviews/shop/invitations/accept', { token })).statusCode,
    ).toBe(410);
    expect((await teammate.get('/reviews/shop/mine')).json().shops).toEqual([
      expect.objectContaining({ slug: DEMO_SHOP.slug, role: 'member' }),
    ]);
    // A member answers reviews but hands out no keys.
    expect((await teammate.get(keysPath)).statusCode).toBe(403);

    const members = shopMembersResponseSchema.parse((await browser.get(membersPath)).json());
    const tess = members.members.find((member) => member.email === email)!;
    expect(tess.role).toBe('member');
    expect((await browser.send('POST', membersPath, { email })).statusCode).toBe(409);
    const removed = await browser.send('DELETE', `${membersPath}/${tess.encoded_id}`);
    expect(removed.statusCode).toBe(200);
    expect(
      shopMembersResponseSchema.parse(removed.json()).members.map((member) => member.email),
    ).not.toContain(email);
    expect((await teammate.get('/reviews/shop/mine')).json().shops).toEqual([]);
    const self = members.members.find((member) => member.role === 'owner')!;
    expect((await browser.send('DELETE', `${membersPath}/${self.encoded_id}`)).statusCode).toBe(
      403,
    );
  });
});
