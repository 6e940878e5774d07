/** Query keys of signing in: who is signed in. */
export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
}

/**
 * Every staff-only answer is cached under a key starting with this (each back-office
 * feature's keys begin with it), so logout drops them all and nothing private
 * outlives the session.
 */
export const staffQueryKeyRoot = 'admin'
