import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import {
  avatarResponseSchema,
  errorResponseSchema,
  meResponseSchema,
  profileEditResponseSchema,
  profileUpdateResponseSchema,
} from '@vouch/contracts';
import {
  createTestApp,
  emailChangeTokenFor,
  signedInBrowser,
  signUpThroughLink,
  TestBrowser,
  type TestApp,
} from '../../testing/test-app';
import { DEMO_ACCOUNTS } from '@vouch/seed';
import { profileTestHelpers } from '../../testing/fixtures/profiles';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const { query, userRow, guest } = profileTestHelpers(() => testApp);

let reviewersMade = 0;
async function newReviewer(name = 'Pat Profile') {
  // Each from an address of its own: sign-up allows ten an hour per address.
  reviewersMade += 1;
  const browser = new TestBrowser(testApp.app, { remoteAddress: `198.18.0.${reviewersMade}` });
  const email = `profile-${Date.now()}-${Math.random()}@example.com`;
  await signUpThroughLink(testApp, browser, { name, email, password: 'a long enough password' });
  const me = meResponseSchema.parse((await browser.get('/reviews/me.json')).json()).reviewer!;
  return { browser, email, slug: me.slug, password: 'a long enough password' };
}

/** Changes the sign-in e-mail as a person does: asks, then opens the link mailed to the new address. */
async function changeEmailByLink(browser: TestBrowser, email: string, password: string) {
  const asked = await browser.send('PUT', '/reviews/profile/email', {
    email,
    current_password: password,
  });
  if (asked.statusCode !== 202)
    throw new Error(`asking for an e-mail change answered ${asked.statusCode}`);
  const confirmed = await browser.send('POST', '/reviews/profile/email/confirm', {
    token: emailChangeTokenFor(testApp.outbox, email, 'confirm'),
  });
  if (confirmed.statusCode !== 200)
    throw new Error(`confirming the e-mail change answered ${confirmed.statusCode}`);
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();

describe('PUT /reviews/profile/update', () => {
  it("refuses an arbitrator's update with 403, changing nothing (issue #58: it saved, then answered 500)", async () => {
    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    const before = await userRow(DEMO_ACCOUNTS.arbitrator.slug);
    const response = await arbitrator.send('PUT', '/reviews/profile/update', {
      reviewer: { subscribed_rs: !before.subscribed_rs, country: 'nl' },
    });
    expect(response.statusCode).toBe(403);
    expect(errorResponseSchema.parse(response.json()).error.message).toBe(
      'Arbitrators have no reviewer profile to change: sign in with a reviewer account.',
    );
    expect(await userRow(DEMO_ACCOUNTS.arbitrator.slug)).toEqual(before);
  });

  it("stores the subscribe prompt's answer and the edit page's fields", async () => {
    const { browser, slug } = await newReviewer('Robin Quill');
    const response = await browser.send('PUT', '/reviews/profile/update', {
      reviewer: { subscribed_rs: false, country: 'nl', short_display_name: true },
    });
    expect(response.statusCode).toBe(200);
    expect(profileUpdateResponseSchema.parse(response.json()).basic_data).toMatchObject({
      subscribed_rs: false,
      country: 'NL',
      short_display_name: true,
    });
    expect(await userRow(slug)).toMatchObject({ subscribed_rs: false, country: 'NL' });
  });

  it('shows the new name as "First L." on every review of the reviewer who chose it', async () => {
    const { browser, slug } = await newReviewer('Casey Writer');
    const user = await userRow(slug);
    await query(sql`insert into reviews (public_id, uuid, user_id, reviewer_display_name, shop_id, rating, source, created_at, updated_at)
                    values ('rv-name-test', gen_random_uuid(), ${user.id}, 'Casey Writer', 1, 5, 'organic', now(), now())`);
    await browser.send('PUT', '/reviews/profile/update', {
      reviewer: { name: 'Casey Longname', short_display_name: true },
    });
    const [review] = await query(
      sql<{
        reviewer_display_name: string;
      }>`select reviewer_display_name from reviews where public_id = 'rv-name-test'`,
    );
    expect(review!.reviewer_display_name).toBe('Casey L.');
  });

  it("shows the reviewer's Gravatar only once they choose it, keyed by their e-mail's SHA-256, and follows a new e-mail", async () => {
    const { browser, slug, email, password } = await newReviewer('Gale Gravatar');
    const gravatarOf = async () =>
      (
        await query(
          sql<{
            gravatar_hash: string | null;
          }>`select gravatar_hash from users where slug = ${slug}`,
        )
      )[0]!.gravatar_hash;
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    expect(await gravatarOf()).toBeNull();
    // Changing the e-mail alone does not turn it on.
    await changeEmailByLink(browser, `moved-${email}`, password);
    expect(await gravatarOf()).toBeNull();

    const chosen = await browser.send('PUT', '/reviews/profile/update', {
      reviewer: { show_gravatar: true },
    });
    expect(chosen.statusCode).toBe(200);
    expect(profileUpdateResponseSchema.parse(chosen.json()).basic_data.gravatar_hash).toBe(
      sha256(`moved-${email}`),
    );
    expect(
      meResponseSchema.parse((await browser.get('/reviews/me.json')).json()).reviewer!
        .gravatar_hash,
    ).toBe(sha256(`moved-${email}`));
    await changeEmailByLink(browser, `Back-${email.toUpperCase()}`, password);
    expect(await gravatarOf()).toBe(sha256(`back-${email}`));

    await browser.send('PUT', '/reviews/profile/update', { reviewer: { show_gravatar: false } });
    expect(await gravatarOf()).toBeNull();
  });

  it('refuses a guest (401), a missing CSRF token (403), an unknown country or currency and an empty name (400), changing nothing', async () => {
    const { browser, slug } = await newReviewer();
    const before = await userRow(slug);
    expect(
      (
        await (
          await guest()
        ).send('PUT', '/reviews/profile/update', { reviewer: { subscribed_rs: true } })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await browser.send(
          'PUT',
          '/reviews/profile/update',
          { reviewer: { subscribed_rs: true } },
          { csrf: false },
        )
      ).statusCode,
    ).toBe(403);
    const country = await browser.send('PUT', '/reviews/profile/update', {
      reviewer: { country: 'QQ', subscribed_rs: true },
    });
    expect(country.statusCode).toBe(400);
    expect(errorResponseSchema.parse(country.json()).error.fields).toEqual({
      'reviewer.country': 'Unknown country',
    });
    expect(
      (await browser.send('PUT', '/reviews/profile/update', { reviewer: { currency: 'XXX' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await browser.send('PUT', '/reviews/profile/update', { reviewer: { name: '   ' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await browser.send('PUT', '/reviews/profile/update', { reviewer: { role: 'arbitrator' } }))
        .statusCode,
    ).toBe(400);
    expect(await userRow(slug)).toEqual(before);
  });

  it('serves the edit page its own data, and a guest 401', async () => {
    const { browser, slug } = await newReviewer();
    const edit = profileEditResponseSchema.parse(
      (await browser.get('/reviews/profile/edit?format=json')).json(),
    );
    expect(edit.basic_data.slug).toBe(slug);
    expect((await (await guest()).get('/reviews/profile/edit?format=json')).statusCode).toBe(401);
  });
});

describe('POST /reviews/profile/avatar', () => {
  it('stores a picture at two sizes, served as WebP, and shows it as the reviewer avatar', async () => {
    const { browser, slug } = await newReviewer();
    const response = await browser.upload('/reviews/profile/avatar', {
      field: 'avatar',
      filename: 'me.jpg',
      contentType: 'image/jpeg',
      bytes: await picture(900, 600),
    });
    expect(response.statusCode).toBe(200);
    const { avatar_image_url } = avatarResponseSchema.parse(response.json());
    for (const [url, size] of [
      [avatar_image_url.normal, 96],
      [avatar_image_url.retina, 192],
    ] as const) {
      const file = await browser.get(url);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(await sharp(file.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: size,
        height: size,
      });
    }
    expect(
      meResponseSchema.parse((await browser.get('/reviews/me.json')).json()).reviewer
        ?.avatar_image_url,
    ).toEqual(avatar_image_url);
    expect((await userRow(slug)).avatar_url).toBe(avatar_image_url.normal);
  });

  it('sniffs the bytes: a renamed program is refused by name, the account and the folder unchanged', async () => {
    const { browser, slug } = await newReviewer();
    const filesBefore = await readdir(path.join(testApp.mediaDir, 'avatars')).catch(() => []);
    const response = await browser.upload('/reviews/profile/avatar', {
      field: 'avatar',
      filename: 'holiday.jpg',
      contentType: 'image/jpeg',
      bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 1)]),
    });
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).error.message).toBe(
      '"holiday.jpg" is not a JPEG, PNG, WebP or HEIC picture.',
    );
    expect((await userRow(slug)).avatar_url).toBeNull();
    expect(await readdir(path.join(testApp.mediaDir, 'avatars')).catch(() => [])).toEqual(
      filesBefore,
    );
  });

  it('refuses a picture over 5 MB (413) and a guest (401)', async () => {
    const { browser, slug } = await newReviewer();
    const big = await browser.upload('/reviews/profile/avatar', {
      field: 'avatar',
      filename: 'big.png',
      contentType: 'image/png',
      bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 7),
    });
    expect(big.statusCode).toBe(413);
    expect(errorResponseSchema.parse(big.json()).error.message).toBe(
      '"big.png" is larger than 5 MB. Choose a smaller file.',
    );
    expect((await userRow(slug)).avatar_url).toBeNull();
    const anonymous = await guest();
    expect(
      (
        await anonymous.upload('/reviews/profile/avatar', {
          field: 'avatar',
          filename: 'a.jpg',
          contentType: 'image/jpeg',
          bytes: await picture(10, 10),
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('e-mail and password change', () => {
  it('needs the current password; a wrong one changes nothing', async () => {
    const { browser, slug } = await newReviewer();
    const before = await userRow(slug);
    const wrong = await browser.send('PUT', '/reviews/profile/password', {
      current_password: 'not it at all',
      new_password: 'another long password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorResponseSchema.parse(wrong.json()).error.fields).toEqual({
      current_password: 'Your current password is not right',
    });
    const email = await browser.send('PUT', '/reviews/profile/email', {
      email: 'fresh@example.com',
      current_password: 'not it at all',
    });
    expect(email.statusCode).toBe(400);
    expect(await userRow(slug)).toEqual(before);
  });

  it('changes the password and signs out every other session, keeping this one', async () => {
    const { browser, email, password } = await newReviewer();
    const elsewhere = await signedInBrowser(testApp.app, { email, password });
    expect(
      meResponseSchema.parse((await elsewhere.get('/reviews/me.json')).json()).reviewer,
    ).not.toBeNull();
    const response = await browser.send('PUT', '/reviews/profile/password', {
      current_password: password,
      new_password: 'a brand new passphrase',
    });
    expect(response.statusCode).toBe(200);
    expect(
      meResponseSchema.parse((await elsewhere.get('/reviews/me.json')).json()).reviewer,
    ).toBeNull();
    expect(
      meResponseSchema.parse((await browser.get('/reviews/me.json')).json()).reviewer,
    ).not.toBeNull();
    await expect(
      signedInBrowser(testApp.app, { email, password: 'a brand new passphrase' }),
    ).resolves.toBeInstanceOf(TestBrowser);
  });
});
