/**
 * What a recipe card and page say of a recipe (issue 31 §7): its time, servings and
 * difficulty as staff set them. The defaults are the specification's fixed labels.
 */
export const recipeDifficulties = ['Easy', 'Medium', 'Hard'] as const
export type RecipeDifficulty = (typeof recipeDifficulties)[number]

export const DEFAULT_RECIPE_FACTS = {
  cookMinutes: 30,
  servings: 4,
  difficulty: 'Easy',
} as const satisfies { cookMinutes: number; servings: number; difficulty: RecipeDifficulty }

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** A recipe's time as the card says it: '30 mins', '1 hr', '1 hr 15 mins', '2 hrs 5 mins'. */
export function formatCookTime(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  const mins = plural(rest, 'min', 'mins')
  if (hours === 0) return mins
  const hrs = plural(hours, 'hr', 'hrs')
  return rest === 0 ? hrs : `${hrs} ${mins}`
}

/** '4 servings', '1 serving'. */
export function formatServings(servings: number): string {
  return plural(servings, 'serving', 'servings')
}
