/**
 * Query keys of set-password links. Not under the staff root: the person opening a
 * link is not signed in yet.
 */
export const passwordKeys = {
  all: ['password-link'] as const,
  check: (token: string) => [...passwordKeys.all, token] as const,
}
