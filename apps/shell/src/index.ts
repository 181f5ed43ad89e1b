import { afterFirstPaint } from './boot/after-first-paint';
import { yieldToBrowser } from './boot/yield-to-browser';

// Async boundary: shared singletons are negotiated before any of them is used. The start-up is
// evaluated in steps, a library at a time with the browser free between them: each step is one
// task, and a phone ignores taps for as long as the longest one runs (as one script the start-up
// was one 70 ms task here, a third of a second on a phone).
const STEPS = [
  () => import('react'),
  () => import('react-dom/client'),
  () => import('@reduxjs/toolkit'),
  () => import('react-redux'),
  () => import('styled-components'),
  () => import('react-router'),
  () => import('@vouch/api-client'),
  () => import('@vouch/design-system'),
  () => import('./bootstrap'),
];

async function startInSteps() {
  await afterFirstPaint();
  for (const step of STEPS) {
    await step();
    await yieldToBrowser();
  }
}

void startInSteps();
