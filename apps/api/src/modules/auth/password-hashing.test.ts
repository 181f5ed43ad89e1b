import { configuredPasswordHashing, passwordHashing } from './password-hashing';

describe('password hashing', () => {
  it("hashes at OWASP's scrypt cost by default and at the test cost only when configured so; a hash at any cost verifies", async () => {
    const standard = configuredPasswordHashing({ fastTestPasswordHashing: false });
    const fast = configuredPasswordHashing({ fastTestPasswordHashing: true });
    const strong = await standard.hash('violet lantern harbour');
    const cheap = await fast.hash('violet lantern harbour');
    expect(strong).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await standard.verify('violet lantern harbour', cheap)).toBe(true);
    expect(await fast.verify('violet lantern harbour', strong)).toBe(true);
    expect(await standard.verify('violet lantern harbor', cheap)).toBe(false);
    // A deployment at the real cost makes cheaper hashes again at their next sign-in, not the other way.
    expect([standard.needsRehash(cheap), fast.needsRehash(strong)]).toEqual([true, false]);
    expect(await passwordHashing().verify('anything', 'scrypt$99999999$8$1$c2FsdA$aGFzaA')).toBe(
      false,
    );
  });

  it('offers a decoy at its own cost that no password matches, for sign-ins with an unknown e-mail', async () => {
    const fast = configuredPasswordHashing({ fastTestPasswordHashing: true });
    const standard = configuredPasswordHashing({ fastTestPasswordHashing: false });
    // The decoy carries the deployment's cost, so checking it hashes as long as a real account's.
    expect(fast.decoyHash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(standard.decoyHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(fast.needsRehash(fast.decoyHash)).toBe(false);
    for (const password of ['', 'not-a-real-password', 'violet lantern harbour'])
      expect(await fast.verify(password, fast.decoyHash)).toBe(false);
  });
});
