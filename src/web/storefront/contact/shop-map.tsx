/**
 * The shop's area in Makati City (Poblacion), as an OpenStreetMap embed. The CSP
 * allows frames from www.openstreetmap.org only.
 */
const marker = { lat: 14.5656, lon: 121.0307 }
const bbox = [marker.lon - 0.012, marker.lat - 0.008, marker.lon + 0.012, marker.lat + 0.008]
  .map((n) => n.toFixed(4))
  .join(',')

const embedUrl = `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${encodeURIComponent(`${marker.lat},${marker.lon}`)}`
const largerMapUrl = `https://www.openstreetmap.org/?mlat=${marker.lat}&mlon=${marker.lon}#map=16/${marker.lat}/${marker.lon}`

export function ShopMap() {
  return (
    <figure className="overflow-hidden rounded-xl border border-stone-200 bg-cream-100">
      <iframe
        title="Map of our shop in Makati City"
        src={embedUrl}
        width={600}
        height={320}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="block h-80 w-full border-0"
      />
      <figcaption className="bg-white px-4 py-2 text-sm">
        <a
          href={largerMapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-sm font-medium text-brand-700 hover:underline"
        >
          View larger map<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  )
}
