import { Hono } from 'hono'
import type { AppEnv } from '#server/app-env.ts'
import { notFound } from '#server/http/errors.ts'
import { documented } from '#server/http/openapi.ts'
import {
  type CityBarangays,
  cityBarangaysSchema,
  cityCodeParamSchema,
} from '#shared/schemas/address.ts'
import { psgcBarangays } from './psgc.ts'

const CITY = 'That city or municipality'

const cityBarangaysDocs = documented({
  summary: "A city's barangays, A–Z (the checkout's address form)",
  tags: ['address'],
  answers: { 200: cityBarangaysSchema },
})

/**
 * `GET /api/address/cities/:code/barangays`: a city's barangays A–Z, from the PSGC
 * list shipped with the release (decision 0078). The same for everyone until the
 * next release, so browsers and the CDN may keep it a day. A code the list has no
 * barangays for is 404.
 */
export function addressRoutes() {
  return new Hono<AppEnv>().get('/cities/:code/barangays', cityBarangaysDocs, (c) => {
    const parsed = cityCodeParamSchema.safeParse({ code: c.req.param('code') })
    const barangays = parsed.success ? psgcBarangays(parsed.data.code) : undefined
    if (!parsed.success || !barangays) throw notFound(CITY)
    const body: CityBarangays = { cityCode: parsed.data.code, barangays }
    c.header('Cache-Control', 'public, max-age=86400')
    return c.json(body)
  })
}
