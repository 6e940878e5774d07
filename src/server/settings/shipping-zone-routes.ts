import { Hono } from 'hono'
import { z } from 'zod'
import { mappableProvinces } from '#server/address/served-areas.ts'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { AppError, notFound, validationFailed } from '#server/http/errors.ts'
import { pathId } from '#server/http/path-id.ts'
import { requireAdmin } from '#server/http/require-staff.ts'
import { fieldErrorsFrom, validate } from '#server/http/validate.ts'
import { addressMessages } from '#shared/address.ts'
import { zoneCitiesInputSchema } from '#shared/schemas/address.ts'
import {
  isZoneInfoMissing,
  MISSING_ZONE_MESSAGE,
  shippingZoneInputSchema,
} from '#shared/schemas/admin-settings.ts'
import { addShippingZone, listShippingZones, removeShippingZone } from './shipping-zone-repo.ts'
import { setZoneCities } from './zone-cities.ts'

const ZONE = 'That shipping zone'

const duplicateZone = () =>
  new AppError(409, 'conflict', 'A zone with this name already exists.', {
    zoneName: 'A zone with this name already exists',
  })

const lastZone = () =>
  new AppError(
    409,
    'conflict',
    'This is the only shipping zone. Checkout needs at least one: add another zone first.',
  )

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
      .get('/', async (c) => c.json({ items: await listShippingZones(deps.db) }))
      // Parsed by hand after the JSON check: a missing name or rate gets the message
      // the add-zone form shows (docs/product-rules.md §5), any other mistake the usual one.
      .post('/', validate('json', z.record(z.string(), z.unknown())), async (c) => {
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
      })
      // Issue 28 §10: the cities each zone delivers to (one zone per city).
      .get('/cities', async (c) => c.json({ provinces: await mappableProvinces(deps.db) }))
      .put('/:id/cities', validate('json', zoneCitiesInputSchema), async (c) => {
        const zoneId = pathId(c.req.param('id'), ZONE)
        const outcome = await setZoneCities(deps.db, zoneId, c.req.valid('json').cityCodes)
        if (outcome.kind === 'not_found') throw notFound(ZONE)
        if (outcome.kind === 'unknown_city') {
          throw validationFailed(
            { cityCodes: addressMessages.unknownCity },
            addressMessages.unknownCity,
          )
        }
        if (outcome.kind === 'taken') {
          const message = addressMessages.cityInOtherZone(outcome.cityName, outcome.zoneName)
          throw new AppError(409, 'conflict', message, { cityCodes: message })
        }
        return c.json({ provinces: await mappableProvinces(deps.db) })
      })
      .delete('/:id', async (c) => {
        const outcome = await removeShippingZone(deps.db, pathId(c.req.param('id'), ZONE))
        if (outcome === 'not_found') throw notFound(ZONE)
        if (outcome === 'last_zone') throw lastZone()
        return c.body(null, 204)
      })
  )
}
