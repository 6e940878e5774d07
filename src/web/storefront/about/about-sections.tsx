import { IconCardList } from '#web/ui/icon-card-list.tsx'
import { team, values } from './about-content.ts'

export function AboutValues() {
  return (
    <section aria-labelledby="values-heading" className="bg-cream-100 px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-7xl">
        <h2 id="values-heading" className="text-center text-3xl font-bold text-stone-900">
          Our Values
        </h2>
        <IconCardList items={values} className="mt-10 sm:grid-cols-2 lg:grid-cols-3" />
      </div>
    </section>
  )
}

/** The four figures, as staff set them in Settings > About page (none until the site answer is in). */
export function AboutStats({ stats }: { stats: readonly { value: string; label: string }[] }) {
  if (stats.length === 0) return null
  return (
    <section aria-labelledby="stats-heading" className="bg-brand-800 px-4 py-12 text-white">
      <h2 id="stats-heading" className="sr-only">
        Prime Cuts in numbers
      </h2>
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-8 text-center lg:grid-cols-4">
        {stats.map((stat, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: four fixed places; labels may repeat.
          <div key={index} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm font-medium text-brand-100 sm:text-base">{stat.label}</dt>
            <dd className="text-3xl font-extrabold sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

export function AboutTeam() {
  return (
    <section aria-labelledby="team-heading" className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
      <h2 id="team-heading" className="text-center text-3xl font-bold text-stone-900">
        Meet Our Team
      </h2>
      <ul className="mt-10 grid gap-8 sm:grid-cols-3">
        {team.map((member) => (
          <li key={member.name} className="text-center">
            <span
              aria-hidden="true"
              className="mx-auto flex size-28 items-center justify-center rounded-full bg-stone-900 text-3xl font-bold text-white ring-4 ring-brand-100"
            >
              {member.initials}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-stone-900">{member.name}</h3>
            <p className="font-medium text-brand-700">{member.role}</p>
            <p className="mt-2 text-stone-700">{member.bio}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function AboutMission() {
  return (
    <section aria-labelledby="mission-heading" className="bg-stone-900 px-4 py-14 text-white">
      <figure className="mx-auto max-w-3xl text-center">
        <h2
          id="mission-heading"
          className="text-sm font-semibold tracking-wide text-stone-300 uppercase"
        >
          Our Mission
        </h2>
        <blockquote className="mt-4 text-2xl font-semibold text-balance sm:text-3xl">
          <p>
            “To bring every Filipino family the finest, freshest cuts: honestly sourced, expertly
            butchered and delivered with care.”
          </p>
        </blockquote>
        <figcaption className="mt-6 text-stone-300">Ramon Dela Cruz, Founder</figcaption>
      </figure>
    </section>
  )
}
