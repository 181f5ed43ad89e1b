import { markdownTable, met, recordSuite } from '../report';
import { measurePictureResize, measureReviewSubmit } from '../review-uploads';
import type { Suite } from './suite';

export const uploadsSuite: Suite = {
  name: 'uploads',
  description: 'a 12 MP picture to its two stored sizes, and a review submitted with two pictures',
  inAll: true,
  needs: 'nothing',
  async run({ command, measuredAt, machine }) {
    const resize = await measurePictureResize(20);
    const submit = await measureReviewSubmit(20);
    const body = [
      `A phone photo (4000 × 3000 JPEG of noise, ${(resize.inputBytes / 1_000_000).toFixed(1)} MB) made into its two stored sizes (compact 320 px and huge 1600 px WebP, EXIF dropped) by the upload route's resizePicture (sharp), in the bench process; and a whole review with two such pictures (two uploads, then the submit with its transaction, figures and feed events) from one connection over HTTP, on the app with its own PGlite (small data). 20 runs each after 2 warm-ups; milliseconds.`,
      '',
      `- picture to its two sizes under 400 ms: p95 ${resize.p95} ms ${met(resize.p95 < 400)}`,
      `- review submit with two pictures p95 under 1 s: p95 ${submit.p95} ms ${met(submit.p95 < 1000)}`,
      '',
      markdownTable(
        ['measured', 'runs', 'p50', 'p95', 'max'],
        [
          ['12 MP JPEG to compact + huge WebP', resize.runs, resize.p50, resize.p95, resize.max],
          [
            'review with two 12 MP pictures (2 uploads + submit)',
            submit.runs,
            submit.p50,
            submit.p95,
            submit.max,
          ],
        ],
      ),
    ].join('\n');
    recordSuite({
      suite: 'review-uploads',
      title: 'Review pictures and submit',
      command,
      measuredAt,
      machine,
      body,
    });
    console.table([resize, submit]);
  },
};
