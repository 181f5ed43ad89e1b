/** Ends the current task: the browser paints and answers input before the next step runs. */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
