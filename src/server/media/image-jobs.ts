import sharp, { type SharpOptions } from 'sharp'
import { AppError } from '#server/http/errors.ts'
import { type BoundedPool, boundedPool } from '#server/jobs/bounded-pool.ts'
import { imageMessages } from '#shared/media.ts'

/**
 * Every piece of sharp work in the process goes through here (decision 0082): staff
 * uploads' variants and shoppers' proofs of payment alike. sharp runs on libuv's
 * thread pool (four threads), which scrypt (sign-in), zlib (compressed answers) and
 * file reads share; without a bound, a handful of uploads at once could hold every
 * thread and stall sign-ins and pages. The check `npm run check:imports` refuses an
 * import of sharp anywhere else in src/server.
 */

/** Image jobs running at once: two of libuv's four threads, at most. */
export const MAX_RUNNING_IMAGE_JOBS = 2
/**
 * Jobs waiting for a turn. A proof takes a fraction of a second and a staff photo one
 * or two, so the last in line waits a few seconds; past that, asking again later is
 * better than a request that hangs.
 */
export const MAX_WAITING_IMAGE_JOBS = 4
/** What a refused job is told to wait: about the time the queue takes to empty. */
export const IMAGE_JOBS_RETRY_AFTER_SECONDS = 5

// One libvips thread per image (it defaults to one per core): two jobs then use at
// most two cores, whatever the machine, and a burst cannot crowd out the rest.
sharp.concurrency(1)
// Every upload is a new image, so libvips' operation cache only holds memory.
sharp.cache(false)

export type Sharp = typeof sharp
export type ImageInputOptions = SharpOptions

/** 503 with Retry-After: the queue is full, the shopper or staff member tries again. */
export const imagesBusy = () =>
  new AppError(503, 'service_unavailable', imageMessages.busy.description, undefined, {
    'Retry-After': String(IMAGE_JOBS_RETRY_AFTER_SECONDS),
  })

/**
 * At most `maxRunning` jobs at once, `maxWaiting` more in line (first come, first
 * served); a job past both is refused at once with `imagesBusy`, never left waiting.
 */
export class ImageJobQueue {
  private readonly pool: BoundedPool

  constructor(
    readonly maxRunning: number,
    readonly maxWaiting: number,
  ) {
    this.pool = boundedPool(maxRunning, maxWaiting)
  }

  run<T>(job: () => Promise<T>): Promise<T> {
    const place = this.pool.enter()
    if (!place) return Promise.reject(imagesBusy())
    return place.run(job)
  }

  /** How many run and how many wait, for tests and logs. */
  get load(): { running: number; waiting: number } {
    return this.pool.load
  }
}

/** The process's one queue: all sharp work shares libuv's pool, so all of it counts. */
export const imageJobs = new ImageJobQueue(MAX_RUNNING_IMAGE_JOBS, MAX_WAITING_IMAGE_JOBS)

/**
 * Runs `work` with sharp when its turn comes; 503 (`imagesBusy`) when the queue is
 * full. Read the upload before calling: a turn is held only while pixels are worked.
 */
export function runImageJob<T>(work: (image: Sharp) => Promise<T>): Promise<T> {
  return imageJobs.run(() => work(sharp))
}
