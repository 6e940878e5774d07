import { Beef, Drumstick, Fish, Ham, type LucideIcon } from 'lucide-react'

/** Fixed counts (docs/product-rules.md §2). */
const categories: readonly { name: string; count: number; icon: LucideIcon }[] = [
  { name: 'Beef', count: 12, icon: Beef },
  { name: 'Pork', count: 8, icon: Ham },
  { name: 'Chicken', count: 15, icon: Drumstick },
  { name: 'Seafood', count: 6, icon: Fish },
]

export function RecipeCategories() {
  return (
    <section aria-labelledby="recipe-categories-heading" className="mt-14">
      <h2 id="recipe-categories-heading" className="text-2xl font-bold text-stone-900">
        Recipe Categories
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
        {categories.map(({ name, count, icon: Icon }) => (
          <li
            key={name}
            className="rounded-xl bg-white p-5 text-center shadow-sm ring-1 ring-stone-200"
          >
            <Icon aria-hidden="true" className="mx-auto size-8 text-brand-700" />
            <p className="mt-2 text-lg font-semibold text-stone-900">{name}</p>
            <p className="text-sm text-stone-700">{count} recipes</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
