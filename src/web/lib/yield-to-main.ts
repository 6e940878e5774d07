/**
 * Ends the current task: the browser may paint and answer input before what follows
 * runs. The start-up uses it between its steps, so a phone's main thread is never
 * held for long (Total Blocking Time, decision 0069).
 */
export const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
