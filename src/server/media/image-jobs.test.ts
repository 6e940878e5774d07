import { describe, expect, it } from 'vitest'
import { AppError } from '#server/http/errors.ts'
import { imageMessages } from '#shared/media.ts'
import {
  IMAGE_JOBS_RETRY_AFTER_SECONDS,
  ImageJobQueue,
  imageJobs,
  MAX_RUNNING_IMAGE_JOBS,
  MAX_WAITING_IMAGE_JOBS,
  runImageJob,
} from './image-jobs.ts'

/** A job that runs until the test lets it finish: the slow decode of a large photo. */
function slowJob() {
  let finish!: () => void
  let fail!: (err: Error) => void
  let started = false
  const done = new Promise<string>((resolve, reject) => {
    finish = () => resolve('done')
    fail = reject
  })
  const job = () => {
    started = true
    return done
  }
  return {
    job,
    finish,
    fail,
    get started() {
      return started
    },
  }
}

/** Lets every settled promise run its continuations. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('the image job queue', () => {
  it('runs two at once, lines up four, and refuses the next at once with 503 and Retry-After', async () => {
    const queue = new ImageJobQueue(2, 4)
    const jobs = Array.from({ length: 6 }, slowJob)
    const results = jobs.map((j) => queue.run(j.job))
    await settle()
    expect(jobs.map((j) => j.started)).toEqual([true, true, false, false, false, false])
    expect(queue.load).toEqual({ running: 2, waiting: 4 })

    const refused = await queue.run(async () => 'never').catch((err: unknown) => err)
    expect(refused).toBeInstanceOf(AppError)
    const error = refused as AppError
    expect(error.status).toBe(503)
    expect(error.message).toBe(imageMessages.busy.description)
    expect(error.headers).toEqual({ 'Retry-After': String(IMAGE_JOBS_RETRY_AFTER_SECONDS) })
    expect(error.toBody().error).toMatchObject({
      code: 'service_unavailable',
      retryAfterSeconds: IMAGE_JOBS_RETRY_AFTER_SECONDS,
    })

    // One finishes: the first in line starts, and there is room for one more in line.
    jobs[0]!.finish()
    await settle()
    expect(jobs.map((j) => j.started)).toEqual([true, true, true, false, false, false])
    expect(queue.load).toEqual({ running: 2, waiting: 3 })
    for (const j of jobs) j.finish()
    expect(await Promise.all(results)).toEqual(Array(6).fill('done'))
    expect(queue.load).toEqual({ running: 0, waiting: 0 })
  })

  it('serves the line in order: a job arriving as a turn frees waits behind those already in line', async () => {
    const queue = new ImageJobQueue(1, 2)
    const first = slowJob()
    const second = slowJob()
    const late = slowJob()
    const order: string[] = []
    const track = (name: string, j: ReturnType<typeof slowJob>) =>
      queue.run(async () => {
        order.push(name)
        return j.job()
      })
    const runs = [track('first', first), track('second', second)]
    await settle()
    first.finish()
    runs.push(track('late', late))
    await settle()
    expect(order).toEqual(['first', 'second'])
    second.finish()
    late.finish()
    await Promise.all(runs)
    expect(order).toEqual(['first', 'second', 'late'])
  })

  it('frees the turn of a job that fails', async () => {
    const queue = new ImageJobQueue(1, 0)
    const broken = slowJob()
    const run = queue.run(broken.job)
    await settle()
    await expect(queue.run(async () => 'no room')).rejects.toMatchObject({ status: 503 })
    broken.fail(new Error('corrupt pixels'))
    await expect(run).rejects.toThrow('corrupt pixels')
    expect(await queue.run(async () => 'next')).toBe('next')
  })
})

describe('the process queue', () => {
  it('is the one every sharp call takes, two at once and four in line', async () => {
    expect(imageJobs.maxRunning).toBe(MAX_RUNNING_IMAGE_JOBS)
    expect(imageJobs.maxWaiting).toBe(MAX_WAITING_IMAGE_JOBS)
    expect([MAX_RUNNING_IMAGE_JOBS, MAX_WAITING_IMAGE_JOBS]).toEqual([2, 4])
    const gate = slowJob()
    const held = runImageJob(async (sharp) => {
      expect(typeof sharp).toBe('function')
      return gate.job()
    })
    await settle()
    expect(imageJobs.load.running).toBe(1)
    gate.finish()
    await held
    expect(imageJobs.load).toEqual({ running: 0, waiting: 0 })
  })
})
