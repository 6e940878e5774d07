import { staffQueryKeyRoot } from '#web/staff/api/auth-keys.ts'

/** Query keys of the dashboard, under the staff root so logout drops them. */
export const dashboardKeys = {
  all: [staffQueryKeyRoot, 'dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
}
