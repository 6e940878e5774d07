import { useCallback, useEffect, useState } from 'react'

/**
 * The wait a 429 asked for (ApiError.retryAfterSeconds), counted down on screen: a form
 * shows the time left and stays disabled until it has passed, instead of letting the
 * person send attempts the server will refuse anyway.
 */
export function useRetryCountdown() {
  const [until, setUntil] = useState<number | undefined>(undefined)
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => {
    if (until === undefined) return
    const tick = () => {
      const current = Date.now()
      if (current >= until) setUntil(undefined)
      else setNow(current)
    }
    // Four ticks a second: the shown second changes on time however the timer drifts.
    const timer = setInterval(tick, 250)
    return () => clearInterval(timer)
  }, [until])

  const start = useCallback((seconds: number) => {
    const current = Date.now()
    setNow(current)
    setUntil(current + seconds * 1000)
  }, [])

  const secondsLeft = until === undefined ? 0 : Math.max(0, Math.ceil((until - now) / 1000))
  return { waiting: secondsLeft > 0, secondsLeft, start }
}

/** 65 -> '1:05', the time left as a clock shows it. */
export function clockTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`
}
