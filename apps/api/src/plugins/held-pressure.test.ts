import { heldPressure } from './held-pressure';

describe('pressure that holds (issue #28, item 5)', () => {
  it('holds from the last sign of pressure for the hold, then lets go', () => {
    let now = 0;
    let signs = false;
    const pressed = heldPressure(
      () => signs,
      1000,
      () => now,
    );
    expect(pressed()).toBe(false);
    signs = true;
    expect(pressed()).toBe(true);
    signs = false;
    now = 999;
    expect(pressed()).toBe(true);
    now = 1000;
    expect(pressed()).toBe(false);
  });

  it('counts the hold from the latest sign, not the first', () => {
    let now = 0;
    let signs = true;
    const pressed = heldPressure(
      () => signs,
      1000,
      () => now,
    );
    pressed();
    now = 800;
    pressed();
    signs = false;
    now = 1700;
    expect(pressed()).toBe(true);
    now = 1800;
    expect(pressed()).toBe(false);
  });
});
