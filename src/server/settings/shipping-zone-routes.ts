import { asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { shippingZones } from '#server/db/schema/shop.ts'
import { AppError, notFound, validationFailed } from '#server/http/errors.ts'
import { requireAdmin } from '#server/http/require-staff.ts'
import { fieldErrorsFrom, validate } from '#server/http/validate.ts'
import { isUniqueViolation } from '#server/orders/db-errors.ts'
import {
  type AdminShippingZone,
  isZoneInfoMissing,
  MISSING_ZONE_MESSAGE,
  shippingZoneInputSchema,
} from '#shared/schemas/admin-settings.ts'

const zoneColumns = {
  id: shippingZones.id,
  zoneName: shippingZones.zoneName,
  rateCentavos: shippingZones.rateCentavos,
}

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
 */
export function adminShippingZoneRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(requireAdmin(deps))
      .get('/', async (c) => {
        const zones: AdminShippingZone[] = await deps.db
          .select(zoneColumns)
          .from(shippingZones)
          .orderBy(asc(shippingZones.createdAt), asc(shippingZones.id))
        return c.json({ items: zones })
      })
      // Parsed by hand after the JSON check: a missing name or rate gets the message
      // the add-zone form shows (SPEC.md §5), any other mistake the usual one.
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
        try {
          const [zone] = await deps.db
            .insert(shippingZones)
            .values({
              zoneName: parsed.data.zoneName,
              rateCentavos: parsed.data.rate,
              createdAt: deps.now(),
            })
            .returning(zoneColumns)
          return c.json(zone satisfies AdminShippingZone | undefined, 201)
        } catch (err) {
          if (isUniqueViolation(err)) throw duplicateZone()
          throw err
        }
      })
      .delete('/:id{[0-9]+}', async (c) => {
        const id = Number(c.req.param('id'))
        await deps.db.transaction(async (tx) => {
          // Locks every zone so two removals at once cannot leave checkout with none.
          const zones = await tx.select({ id: shippingZones.id }).from(shippingZones).for('update')
          if (!zones.some((z) => z.id === id)) throw notFound('That shipping zone')
          if (zones.length <= 1) throw lastZone()
          await tx.delete(shippingZones).where(eq(shippingZones.id, id))
        })
        return c.body(null, 204)
      })
  )
}
