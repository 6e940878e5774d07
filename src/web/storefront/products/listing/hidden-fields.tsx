/**
 * Hidden inputs carrying the parts of the listing a form does not show, so a form
 * submitted without JavaScript keeps them (e.g. the layout when searching).
 */
export function HiddenFields({
  params,
  omit,
}: {
  params: URLSearchParams
  omit: readonly string[]
}) {
  return [...params]
    .filter(([name]) => !omit.includes(name))
    .map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)
}
