import { Fragment } from 'react'
import { formatPackedKg } from '#shared/packed-weight.ts'
import { packedBesideText, slipItemExtras, slipQuantityText } from '#shared/packing-slip.ts'
import { DEFAULT_RUN_OUT } from '#shared/preparation.ts'
import type { PackingCut, PackingListLine, PackingWeighedLine } from '#shared/schemas/delivery.ts'
import { PackedWeightForm } from '#web/admin/orders/packed-weight-form.tsx'
import { TableHeader } from '#web/admin/ui/table-header.tsx'
import { packingQuantityText } from './deliveries-format.ts'

/**
 * What to pack for the day: each product's kilograms summed over the orders (bundles
 * opened), as ordered (the cutter's target), with the packed weight beside once weighed. Under a product priced by packed weight, each order's line of it with the
 * box for the weight packed (issue 17), the same form as in the order dialog; on
 * paper the box becomes the weight recorded or a blank to write it on.
 */
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
        <TableHeader
          columns={[
            'Product',
            { label: 'Quantity', align: 'right' },
            { label: 'Packed', align: 'right' },
          ]}
        />
        <tbody className="divide-y divide-stone-100">
          {lines.map((line) => (
            <Fragment key={`${line.name}:${line.grams === null ? 'items' : 'kg'}`}>
              <tr>
                <td className="px-4 py-2 text-stone-900">{line.name}</td>
                <td className="px-4 py-2 text-right font-medium whitespace-nowrap text-stone-900">
                  {packingQuantityText(line)}
                </td>
                <td className="px-4 py-2 text-right whitespace-nowrap text-stone-700">
                  {packedBesideText(line.packedGrams, line.weighedLines)}
                </td>
              </tr>
              {(line.cuts ?? [])
                .filter((cut) => showsCut(line, cut))
                .map((cut) => (
                  <CutRow key={`${cut.title}:${cut.unit}:${cut.averagePieceGrams}`} cut={cut} />
                ))}
              {line.weighedLines.map((weighed) => (
                <WeighedLineRow
                  key={`${weighed.orderId}:${weighed.itemId}`}
                  productName={line.name}
                  line={weighed}
                />
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/**
 * A product's cuts are listed when any tells the cutter more than the product's row:
 * choices, pieces, a note, or more than one way of preparing it.
 */
function showsCut(line: PackingListLine, cut: PackingCut): boolean {
  return (
    (line.cuts?.length ?? 0) > 1 ||
    cut.title !== line.name ||
    cut.unit === 'piece' ||
    cut.lines.some(saysMore)
  )
}

/** An order's line is listed under its cut when it says more than the default: a note, a run-out choice or outcome. */
const saysMore = (l: PackingCut['lines'][number]) =>
  l.note !== null || l.runOutOutcome !== null || l.ifRunsOut !== DEFAULT_RUN_OUT

/**
 * Issue 31: '3 × 1 kg Ribeye, 1.5 in, fat on' or '2 pcs (about 700 g) Ribeye', then the
 * orders' lines of it with a note, a run-out choice other than the default (call first)
 * or what staff did.
 */
function CutRow({ cut }: { cut: PackingCut }) {
  return (
    <tr className="print:break-inside-avoid">
      <td colSpan={3} className="py-2 pr-4 pl-8 text-stone-900">
        <span className="font-medium">
          {slipQuantityText(cut)} {cut.title}
        </span>
        <ul className="mt-1 space-y-0.5 text-xs text-stone-700">
          {cut.lines.filter(saysMore).map((l, index) => (
            // An order may hold two lines of one cut; their order never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={`${l.orderId}:${index}`}>
              <span className="font-mono">{l.orderId}</span> · {l.customerName}
              {slipItemExtras(l).map((extra) => (
                <span key={extra} className="block pl-3">
                  {extra}
                </span>
              ))}
            </li>
          ))}
        </ul>
      </td>
    </tr>
  )
}

/** One order's line of a weighed product: whose it is, what was ordered, what was packed. */
function WeighedLineRow({ productName, line }: { productName: string; line: PackingWeighedLine }) {
  return (
    <tr className="bg-stone-50/60 print:bg-transparent">
      <td colSpan={3} className="py-2 pr-4 pl-8">
        <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
          <div>
            <span className="font-mono font-medium text-stone-900">{line.orderId}</span>
            <span className="text-stone-700"> · {line.customerName}</span>
            {line.title && line.title !== productName && (
              <span className="block text-stone-900">{line.title}</span>
            )}
            <span className="block text-stone-700">
              Ordered {formatPackedKg(line.orderedGrams)}
            </span>
          </div>
          <PackedWeightForm
            // A weight saved (here or in the order dialog) starts the box again from it.
            key={line.packedGrams ?? 'none'}
            orderId={line.orderId}
            itemId={line.itemId}
            packedGrams={line.packedGrams}
            orderedGrams={line.orderedGrams}
            packingVersion={line.packingVersion}
            lineLabel={`${productName}, order ${line.orderId}`}
          />
        </div>
      </td>
    </tr>
  )
}
