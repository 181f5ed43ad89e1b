import { scriptSafeJson } from './script-safe-json';

describe('scriptSafeJson', () => {
  it('cannot close its script tag early', () => {
    const body = scriptSafeJson({ name: '</script><script>alert(1)</script>' });
    expect(body).not.toContain('</script>');
    expect(JSON.parse(body)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
