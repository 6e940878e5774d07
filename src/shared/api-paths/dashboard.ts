/** The back office's front page. */
export const dashboardApiPaths = {
  summary: '/api/admin/dashboard',
} as const
