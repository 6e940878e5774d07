/** Image uploads from the back office. */
export const adminMediaApiPaths = {
  /** multipart/form-data with one `file` field. */
  upload: '/api/admin/media',
} as const
