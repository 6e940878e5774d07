import { ShoppingCart } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import { buttonClasses } from '#web/ui/button-styles.ts'

export function EmptyCart() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <ShoppingCart aria-hidden="true" className="mx-auto size-16 text-stone-400" />
      <h1 className="mt-6 text-3xl font-bold text-stone-900">Your Cart is Empty</h1>
      <p className="mt-3 text-stone-700">
        Looks like you have not added anything yet. Our butchers are ready when you are.
      </p>
      <Link to={paths.products()} className={buttonClasses({ size: 'lg' }, 'mt-8')}>
        Start Shopping
      </Link>
    </div>
  )
}
