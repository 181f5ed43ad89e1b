import { pageJsonPathFor } from './page-json-viewers';

const reviewer = { slug: 'dana-demo', role: 'reviewer' } as const;
const arbitrator = { slug: 'avery-arbiter', role: 'arbitrator' } as const;

describe('pageJsonPathFor: the page JSON a viewer may ask for', () => {
  it.each([
    ['/reviews/stores/harbor', null, '/reviews/stores/harbor'],
    ['/reviews/no/such/page/here/at/all', null, '/reviews/no/such/page/here/at/all'],
    ['/reviews/write-review', null, null],
    ['/reviews/write-review', reviewer, '/reviews/write-review'],
    ['/reviews/profile/edit', null, null],
    ['/reviews/arbitrator', reviewer, null],
    ['/reviews/arbitrator/12', arbitrator, '/reviews/arbitrator/12'],
    // Spec §6: a guest on a private profile is sent to sign in; someone else's is shown as their public profile.
    ['/reviews/users/dana-demo', null, null],
    ['/reviews/users/dana-demo', reviewer, '/reviews/users/dana-demo'],
    ['/reviews/users/sam-second', reviewer, '/reviews/profile/sam-second'],
  ])('%s as %j asks %j', (pathname, viewer, expected) => {
    expect(pageJsonPathFor(pathname, viewer)).toBe(expected);
  });
});
