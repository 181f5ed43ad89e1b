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
});
