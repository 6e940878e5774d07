import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'

export function AdminBrand() {
  return (
    <Link
      to={paths.admin.root}
      className="flex h-16 items-center gap-2 border-b border-stone-200 px-5 font-bold text-brand-800"
    >
      <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
      Admin Panel
    </Link>
  )
}
