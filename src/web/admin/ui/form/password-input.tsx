import { Eye, EyeOff } from 'lucide-react'
import { type ComponentProps, useState } from 'react'
import { Input } from '#web/ui/input.tsx'

/** A password field with a show/hide button named by its text, so the field keeps its own label. */
export function PasswordInput({ id, ...props }: ComponentProps<'input'> & { id: string }) {
  const [show, setShow] = useState(false)
  return (
    <div className="relative">
      <Input {...props} id={id} type={show ? 'text' : 'password'} className="pr-11" />
      <button
        type="button"
        aria-controls={id}
        onClick={() => setShow((value) => !value)}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-stone-600 hover:text-stone-900"
      >
        {show ? (
          <EyeOff aria-hidden="true" className="size-5" />
        ) : (
          <Eye aria-hidden="true" className="size-5" />
        )}
        <span className="sr-only">{show ? 'Hide password' : 'Show password'}</span>
      </button>
    </div>
  )
}
