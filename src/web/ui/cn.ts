/** Joins class names, skipping falsy ones; enough for our needs without a dependency. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ')
}
