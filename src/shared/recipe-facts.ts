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
