/** Fixed on every recipe (docs/product-rules.md §2). */
const chefTips = [
  'Let the meat rest at room temperature for 30 minutes before cooking.',
  'Use a meat thermometer for perfect doneness every time.',
  'Rest the meat after cooking before slicing, so the juices stay in.',
]

const nutrition = [
  ['Calories', '450'],
  ['Protein', '35g'],
  ['Fat', '25g'],
  ['Carbs', '15g'],
] as const

export function ChefTips() {
  return (
    <section
      aria-labelledby="chef-tips-heading"
      className="rounded-xl bg-cream-100 p-5 ring-1 ring-cream-200"
    >
      <h2 id="chef-tips-heading" className="text-xl font-bold text-stone-900">
        Chef's Tips
      </h2>
      <ul className="mt-3 list-inside list-disc space-y-2 text-stone-800">
        {chefTips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  )
}

export function NutritionFacts() {
  return (
    <section
      aria-labelledby="nutrition-heading"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="nutrition-heading" className="text-xl font-bold text-stone-900">
        Nutrition per Serving
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        {nutrition.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-cream-50 p-3 text-center">
            <dt className="text-sm text-stone-700">{label}</dt>
            <dd className="text-lg font-bold text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
