import { Hono } from 'hono'
import { z } from 'zod'
import { mappableProvinces } from '#server/address/served-areas.ts'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { conflict, notFound, validationFailed } from '#server/http/errors.ts'
import { documented } from '#server/http/openapi.ts'
import { pathId } from '#server/http/path-id.ts'
import { requireAdmin } from '#server/http/require-staff.ts'
import { fieldErrorsFrom, validate } from '#server/http/validate.ts'
import { zoneCitiesInputSchema } from '#shared/schemas/address.ts'
import {
  adminShippingZoneSchema,
  adminShippingZonesSchema,
  isZoneInfoMissing,
  MISSING_ZONE_MESSAGE,
  shippingZoneInputSchema,
  zoneCitiesResponseSchema,
} from '#shared/schemas/admin-settings.ts'
import { settingsAnswer } from './settings-docs.ts'
import { addShippingZone, listShippingZones, removeShippingZone } from './shipping-zone-repo.ts'
import { saveZoneCities, ZONE } from './zone-cities.ts'

const DUPLICATE_ZONE = 'A zone with this name already exists'
const duplicateZone = () => conflict(`${DUPLICATE_ZONE}.`, { zoneName: DUPLICATE_ZONE })

const lastZone = () =>
  conflict('This is the only shipping zone. Checkout needs at least one: add another zone first.')

const tags: ['settings'] = ['settings']

/**
 * `/api/admin/shipping-zones` (admin only): the zones checkout offers. Orders copy
 * the zone's name and fee, so removing a zone never changes an order placed in it.
 * `GET /cities` lists every city or municipality that can be mapped (with its zone);
 * `PUT /:id/cities` `{ cityCodes }` sets the ones a zone delivers to (issue 28 §10).
 */
export function adminShippingZoneRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(requireAdmin(deps))
      .get('/', settingsAnswer('List the shipping zones', adminShippingZonesSchema), async (c) =>
        c.json({ items: await listShippingZones(deps.db) }),
      )
      // Parsed by hand after the JSON check: a missing name or rate gets the message
      // the add-zone form shows (docs/product-rules.md §5), any other mistake the usual one.
      .post(
        '/',
        documented({
          summary: 'Add a shipping zone',
          tags,
          answers: { 201: adminShippingZoneSchema },
        }),
        validate('json', z.record(z.string(), z.unknown())),
        async (c) => {
          const body = c.req.valid('json')
          const parsed = shippingZoneInputSchema.safeParse(body)
          if (!parsed.success) {
            const missing = isZoneInfoMissing(body)
            throw validationFailed(
              fieldErrorsFrom(parsed.error),
              missing ? MISSING_ZONE_MESSAGE : undefined,
            )
          }
          const zone = await addShippingZone(deps.db, {
            zoneName: parsed.data.zoneName,
            rateCentavos: parsed.data.rate,
            now: deps.now(),
          })
          if (!zone) throw duplicateZone()
          return c.json(zone, 201)
        },
      )
      // Issue 28 §10: the cities each zone delivers to (one zone per city).
      .get(
        '/cities',
        settingsAnswer('Every city that can be mapped, with its zone', zoneCitiesResponseSchema),
        async (c) => c.json({ provinces: await mappableProvinces(deps.db) }),
      )
      .put(
        '/:id/cities',
        settingsAnswer('Set the cities a zone delivers to', zoneCitiesResponseSchema),
        validate('json', zoneCitiesInputSchema),
        async (c) => {
          const zoneId = pathId(c.req.param('id'), ZONE)
          const { cityCodes } = c.req.valid('json')
          return c.json({ provinces: await saveZoneCities(deps.db, zoneId, cityCodes) })
        },
      )
      .delete(
        '/:id',
        documented({
          summary: 'Remove a shipping zone (never the last one)',
          tags,
          answers: { 204: { description: 'Removed.' } },
        }),
        async (c) => {
          const outcome = await removeShippingZone(deps.db, pathId(c.req.param('id'), ZONE))
          if (outcome === 'not_found') throw notFound(ZONE)
          if (outcome === 'last_zone') throw lastZone()
          return c.body(null, 204)
        },
      )
  )
}
