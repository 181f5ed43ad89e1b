import { createTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const labelOf = async (name: string) => (await testApp.app.inject(`/media/generated/${name}.svg`)).body.match(/<text[^>]*>([^<]*)<\/text>/)?.[1];

describe('generated pictures of the demo data', () => {
  it('draw the initials of what they show, so shops, people and products differ at a glance (issue #18, item 8)', async () => {
    expect(await labelOf('logo-harbor-outfitters')).toBe('HO');
    expect(await labelOf('avatar-ava-jones-12')).toBe('AJ');
    expect(await labelOf('product-harbor-classic-canvas-backpack')).toBe('HC');
    expect(await labelOf('category-home-garden')).toBe('HG');
    expect(await labelOf('review-12-0')).toBe('R');
  });
});
