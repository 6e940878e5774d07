import type { PackingListLine } from '#shared/schemas/delivery.ts'
import { TableHeader } from '#web/admin/ui/table-header.tsx'
import { packingQuantityText } from './deliveries-format.ts'

/** What to pack for the day: each product's kilograms summed over the orders (bundles opened). */
export function PackingList({ lines }: { lines: PackingListLine[] }) {
  return (
    <section
      aria-labelledby="packing-list-heading"
      className="rounded-xl bg-white shadow-sm ring-1 ring-stone-200 break-inside-avoid print:rounded-none print:ring-0"
    >
      <h3
        id="packing-list-heading"
        className="border-b border-stone-200 px-4 py-3 font-semibold text-stone-900"
      >
        Packing list
      </h3>
      <table className="w-full text-left text-sm">
        <TableHeader columns={['Product', { label: 'Quantity', align: 'right' }]} />
        <tbody className="divide-y divide-stone-100">
          {lines.map((line) => (
            <tr key={`${line.name}:${line.grams === null ? 'items' : 'kg'}`}>
              <td className="px-4 py-2 text-stone-900">{line.name}</td>
              <td className="px-4 py-2 text-right font-medium whitespace-nowrap text-stone-900">
                {packingQuantityText(line)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
