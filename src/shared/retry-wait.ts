/**
 * How long a refused person must wait, in words: '45 seconds', '1 minute', '2 hours'.
 * Rounded up, so the wait said is never shorter than the real one.
 */
export function waitPhrase(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds))
  if (s < 60) return plural(s, 'second')
  const minutes = Math.ceil(s / 60)
  if (minutes < 60) return plural(minutes, 'minute')
  return plural(Math.ceil(minutes / 60), 'hour')
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`
}
