// Async boundary: shared singletons are negotiated before any of them is used. The start-up is
// evaluated in steps, the browser free between them: as one script it was one 70 ms task here
// (a third of a second of a phone that ignores taps), most of it compiling each library's code.
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function startInSteps() {
  await import('@vouch/api-client');
  await yieldToBrowser();
  await import('react-dom/client');
  await yieldToBrowser();
  await import('./bootstrap');
}

void startInSteps();
