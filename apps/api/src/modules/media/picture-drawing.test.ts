import { HttpError } from '../../http/http-error';
import { drawPicture } from './picture-drawing';

/** A drawing that ends when told to. */
function heldDrawing() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  const drawing = drawPicture(async () => {
    started = true;
    await done;
    return 'drawn';
  });
  return { drawing, finish, started: () => started };
}

describe('drawPicture', () => {
  it('draws two at once, keeps 200 waiting, and refuses the next with 503 and Retry-After', async () => {
    const held = Array.from({ length: 202 }, heldDrawing);
    await new Promise((resolve) => setImmediate(resolve));
    expect(held.filter((drawing) => drawing.started())).toHaveLength(2);

    const refused = await drawPicture(async () => 'drawn').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 503, retryAfterSeconds: 2 });

    for (const drawing of held) drawing.finish();
    expect(await Promise.all(held.map((drawing) => drawing.drawing))).toEqual(
      held.map(() => 'drawn'),
    );
    // Room again once the queue has drained.
    expect(await drawPicture(async () => 'drawn')).toBe('drawn');
  });

  it('frees its place when a drawing fails', async () => {
    await expect(drawPicture(() => Promise.reject(new Error('bad SVG')))).rejects.toThrow(
      'bad SVG',
    );
    const held = Array.from({ length: 202 }, heldDrawing);
    await new Promise((resolve) => setImmediate(resolve));
    await expect(drawPicture(async () => 'drawn')).rejects.toMatchObject({ statusCode: 503 });
    for (const drawing of held) drawing.finish();
    await Promise.all(held.map((drawing) => drawing.drawing));
  });
});
