/** The shop's story; `years` is the figure of '25 Years of Excellence' (Settings > About page). */
export function AboutStory({ years }: { years: string | undefined }) {
  return (
    <section aria-labelledby="story-heading" className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <h2 id="story-heading" className="text-3xl font-bold text-stone-900">
            Our Story
          </h2>
          <div className="mt-4 space-y-4 text-stone-700">
            <p>
              Prime Cuts began in 2000 as a small butcher stall in a Makati wet market, run by a
              family that believed good meat starts with knowing where it comes from.
            </p>
            <p>
              Word spread about our hand-trimmed liempo and properly aged steaks. The stall became a
              shop, the shop added seafood from Bohol and free-range chicken from Laguna, and today
              we deliver across Metro Manila, Cavite and Laguna.
            </p>
            <p>
              What has not changed is how we work: every order is cut by a butcher, checked by a
              person and kept cold until it reaches your kitchen.
            </p>
          </div>
        </div>
        <div className="relative">
          <img
            src="/images/samples/hero.svg"
            alt="Steaks, pork belly and prawns on a butcher's board"
            width={1600}
            height={700}
            loading="lazy"
            className="h-auto w-full rounded-xl"
          />
          {years && (
            <p className="absolute -bottom-5 left-4 rounded-xl bg-brand-700 px-5 py-3 text-white shadow-lg sm:left-6">
              <span className="block text-3xl font-extrabold">{years}</span>{' '}
              <span className="text-sm font-semibold">Years of Excellence</span>
            </p>
          )}
        </div>
      </div>
    </section>
  )
}
