import { ChefHat, Clock, Users } from 'lucide-react'
import { formatCookTime, formatServings } from '#shared/recipe-facts.ts'
import type { PublicRecipe } from '#shared/schemas/catalog.ts'
import { PLACEHOLDER_IMAGE } from '#web/ui/product/product-image.ts'
import { ResponsiveImage } from '#web/ui/responsive-image.tsx'

/** Title over the recipe's image, with its time, servings and difficulty as staff set them. */
export function RecipeHero({ recipe }: { recipe: PublicRecipe }) {
  const facts = [
    { icon: Clock, label: 'Time', text: formatCookTime(recipe.cookMinutes) },
    { icon: Users, label: 'Servings', text: formatServings(recipe.servings) },
    { icon: ChefHat, label: 'Difficulty', text: recipe.difficulty },
  ]
  return (
    <div className="grid items-center gap-6 overflow-hidden rounded-2xl bg-stone-900 text-white md:grid-cols-2">
      <div className="p-6 md:p-10">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          {recipe.title}
        </h1>
        <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-stone-100">
          {facts.map(({ icon: Icon, label, text }) => (
            <li key={label} className="flex items-center gap-2">
              <Icon aria-hidden="true" className="size-5" />
              {text}
            </li>
          ))}
        </ul>
      </div>
      <ResponsiveImage
        src={recipe.imageUrl ?? PLACEHOLDER_IMAGE}
        alt={recipe.title}
        width={800}
        height={600}
        priority
        className="aspect-[4/3] h-auto w-full"
      />
    </div>
  )
}
