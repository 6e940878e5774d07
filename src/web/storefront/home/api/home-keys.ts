/** Query keys of the home page's own data. */
export const homeKeys = {
  all: ['home'] as const,
  /** The hero and category images chosen in the admin's Homepage Customization. */
  images: () => [...homeKeys.all, 'images'] as const,
}
