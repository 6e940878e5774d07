import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-env'

// Contract stub: replaced by the module's real routes.
export function adminShippingZoneRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>()
}
