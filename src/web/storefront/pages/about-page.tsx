import { Link } from 'react-router'
import { pageTexts } from '#shared/page-titles.ts'
import { paths } from '#shared/paths.ts'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { useSite } from '#web/site/api/get-site.ts'
import {
  AboutMission,
  AboutStats,
  AboutTeam,
  AboutValues,
} from '#web/storefront/about/about-sections.tsx'
import { AboutStory } from '#web/storefront/about/about-story.tsx'
import { buttonClasses } from '#web/ui/button-styles.ts'

/** /about: the story, figures (Settings > About page, from the site answer), values, team, mission. */
export function AboutPage() {
  usePageMeta(pageTexts.about)
  const about = useSite().data?.about
  return (
    <>
      <section className="bg-stone-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 text-center sm:py-16">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">About Us</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-stone-200">
            A family butcher from Makati, bringing premium beef, pork, chicken and seafood to homes
            across Metro Manila, Cavite and Laguna.
          </p>
        </div>
      </section>
      <AboutStory years={about?.years} />
      <AboutStats stats={about?.stats ?? []} />
      <AboutValues />
      <AboutTeam />
      <AboutMission />
      <section className="px-4 py-12 text-center">
        <h2 className="text-2xl font-bold text-stone-900">Taste the difference</h2>
        <p className="mt-2 text-stone-700">
          Browse today’s cuts, hand-trimmed and ready to deliver.
        </p>
        <Link to={paths.products()} className={buttonClasses({ size: 'lg' }, 'mt-6')}>
          Shop Our Products
        </Link>
      </section>
    </>
  )
}
