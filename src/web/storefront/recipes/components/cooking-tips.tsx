import { Flame, type LucideIcon, Thermometer, Timer } from 'lucide-react'

const tips: readonly { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Bring It to Room Temperature',
    text: 'Take meat out of the fridge 30 minutes before cooking so it cooks evenly from edge to centre.',
    icon: Timer,
  },
  {
    title: 'Use a Meat Thermometer',
    text: 'Take the guesswork out of doneness: 57°C for medium-rare beef, 63°C for pork, 74°C for chicken.',
    icon: Thermometer,
  },
  {
    title: 'Rest Before Slicing',
    text: 'Let cooked meat rest for 5 to 10 minutes so the juices settle back into every slice.',
    icon: Flame,
  },
]

export function CookingTips() {
  return (
    <section
      aria-labelledby="cooking-tips-heading"
      className="mt-14 rounded-2xl bg-cream-100 p-6 md:p-10"
    >
      <h2 id="cooking-tips-heading" className="text-2xl font-bold text-stone-900">
        Cooking Tips
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {tips.map(({ title, text, icon: Icon }) => (
          <li key={title}>
            <Icon aria-hidden="true" className="size-7 text-brand-700" />
            <h3 className="mt-2 text-lg font-semibold text-stone-900">{title}</h3>
            <p className="mt-1 text-stone-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
