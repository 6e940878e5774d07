import { AppError } from './errors.ts'

/**
 * The headers of a multipart/form-data body (RFC 7578), as a browser writes them: the
 * boundary in the request's Content-Type, and each part's Content-Disposition. Read by
 * multipart-stream.ts; no patterns beyond one character class, so nothing backtracks.
 */

export interface MultipartPart {
  /** The field's name from Content-Disposition. */
  name: string
  /** A file field's name for the file ('' for a file input left empty); null for text. */
  fileName: string | null
}

export const unreadableUpload = () =>
  new AppError(400, 'bad_request', 'The upload could not be read. Please try again.')

/** RFC 2046's boundary characters; its length (1 to 70) is checked apart. */
const boundaryCharacters = /^[0-9A-Za-z'()+_,\-./:=? ]+$/

/** The boundary of a multipart/form-data Content-Type, quoted or not; else null. */
export function boundaryOf(contentType: string): string | null {
  const [type, ...params] = contentType.slice(0, 300).split(';')
  if (type?.trim().toLowerCase() !== 'multipart/form-data') return null
  for (const param of params) {
    const equals = param.indexOf('=')
    if (param.slice(0, equals).trim().toLowerCase() !== 'boundary') continue
    let value = param.slice(equals + 1).trim()
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"'))
      value = value.slice(1, -1)
    const valid = value.length <= 70 && boundaryCharacters.test(value) && !value.endsWith(' ')
    return valid ? value : null
  }
  return null
}

/** Name and file name from the part's Content-Disposition; 400 without a name. */
export function parsePartHeaders(block: string): MultipartPart {
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon < 0 || line.slice(0, colon).trim().toLowerCase() !== 'content-disposition') continue
    const params = dispositionParams(line.slice(colon + 1))
    const name = params?.get('name')
    if (name === undefined) break
    return { name, fileName: params!.get('filename') ?? null }
  }
  throw unreadableUpload()
}

/**
 * `form-data; name="a"; filename="b.png"` as a map of its parameters (names in lower
 * case), or null when it is not form-data. A quoted value may hold `;` and `\"`.
 */
function dispositionParams(value: string): Map<string, string> | null {
  const params = new Map<string, string>()
  const semicolon = value.indexOf(';')
  const type = (semicolon < 0 ? value : value.slice(0, semicolon)).trim().toLowerCase()
  if (type !== 'form-data') return null
  let i = semicolon < 0 ? value.length : semicolon + 1
  while (i < value.length) {
    const equals = value.indexOf('=', i)
    if (equals < 0) break
    const key = value.slice(i, equals).trim().toLowerCase()
    let text = ''
    i = equals + 1
    while (value[i] === ' ') i++
    if (value[i] === '"') {
      for (i++; i < value.length && value[i] !== '"'; i++) {
        if (value[i] === '\\' && i + 1 < value.length) i++
        text += value[i]
      }
      i = value.indexOf(';', i)
    } else {
      const end = value.indexOf(';', i)
      text = (end < 0 ? value.slice(i) : value.slice(i, end)).trim()
      i = end
    }
    if (!params.has(key)) params.set(key, text)
    if (i < 0) break
    i++
  }
  return params
}
