import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import { useSite } from '#web/site/api/get-site.ts'

/** The shop's mark and name, linking home. The name comes from the shop settings. */
export function BrandLink() {
  const site = useSite()
  const name = site.data?.siteName
  return (
    <Link
      to={paths.home}
      className="flex min-w-0 items-center gap-2 rounded-md text-base leading-tight font-bold text-brand-800 sm:text-lg"
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 shrink-0" />
      {name ? (
        <span className="max-w-32 sm:max-w-none">{name}</span>
      ) : (
        <span className="sr-only">Home</span>
      )}
    </Link>
  )
}
