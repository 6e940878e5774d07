import { paths } from './paths.ts'
import { type AdminSection, adminSections } from './roles.ts'

/**
 * The titles of the back-office pages, written once: the server puts them in the
 * page it sends and the browser's admin screens set and show the same ones
 * (decision 0086). Apart from page-titles.ts, so the storefront never carries them.
 */
export const adminSectionTitles: Record<AdminSection, string> = {
  dashboard: 'Dashboard',
  products: 'Products',
  bundles: 'Bundles',
  recipes: 'Recipes',
  promos: 'Promos',
  orders: 'Orders',
  deliveries: 'Deliveries',
  subscribers: 'Subscribers',
  users: 'Users',
  settings: 'Settings',
  messages: 'Messages',
}

/** The pages outside the back office's frame, by their name in `paths.admin`, as first shown. */
export const adminDoorTitles = {
  login: 'Admin Login',
  setPassword: 'Choose your password',
  forgotPassword: 'Forgot password',
} as const

export const ADMIN_NOT_FOUND_TITLE = 'Page not found'

const sectionPath = /^\/admin\/([^/]+)\/?$/

/**
 * The title of the section a back-office address shows (its top bar's): /admin and
 * any deeper address the dashboard's, an unknown section 'Page not found'.
 */
export function adminSectionTitle(pathname: string): string {
  const segment = sectionPath.exec(pathname)?.[1]
  if (segment === undefined) return adminSectionTitles.dashboard
  const section = adminSections.find((s) => s === segment && s !== 'dashboard')
  return section ? adminSectionTitles[section] : ADMIN_NOT_FOUND_TITLE
}

/** The tab title of a back-office address: its own for the doors, else '{section} | Admin'. */
export function adminPageTitle(pathname: string): string {
  const door = (Object.keys(adminDoorTitles) as (keyof typeof adminDoorTitles)[]).find(
    (name) => paths.admin[name] === pathname,
  )
  return door ? adminDoorTitles[door] : adminSectionFrameTitle(adminSectionTitle(pathname))
}

/** '{section} | Admin': how the frame of the back office titles its tab. */
export const adminSectionFrameTitle = (sectionTitle: string): string => `${sectionTitle} | Admin`
