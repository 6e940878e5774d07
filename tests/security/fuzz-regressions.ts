/**
 * Bugs the fuzz found, kept as fixed cases: [route, path, JSON body or content
 * type and body, expected status]. Each was a 500, or a write the path never named.
 */
const big = 2_147_483_648
export const regressions: [string, string, { body?: string; contentType?: string }, number][] = [
  // z.coerce read '0x1', '1e0' and ' 1' as id 1: a DELETE removed product 1.
  ...['0x1', '1e0', '%201', '1.0'].map((id): [string, string, object, number] => [
    'DELETE /api/admin/products/:id',
    `/api/admin/products/${id}`,
    {},
    404,
  ]),
  ['DELETE /api/admin/users/:id', '/api/admin/users/0x1', {}, 404],
  // Ids beyond int4 failed in PostgreSQL. A path id that names no row is a 404 (http/path-id.ts).
  ['DELETE /api/admin/users/:id', `/api/admin/users/${big}`, {}, 404],
  [
    'POST /api/admin/users/:id/set-password-link',
    `/api/admin/users/${big}/set-password-link`,
    {},
    404,
  ],
  [
    'POST /api/cart/quote',
    '/api/cart/quote',
    json({ lines: [{ kind: 'bundle', bundleId: big, quantity: 1 }] }),
    422,
  ],
  [
    'POST /api/admin/subscribers/delete',
    '/api/admin/subscribers/delete',
    json({ ids: [big] }),
    422,
  ],
  // NUL in a path id or a stored text failed in PostgreSQL.
  ['GET /api/admin/orders/:orderId', '/api/admin/orders/E2E-%00', {}, 404],
  [
    'PATCH /api/admin/orders/:orderId/status',
    '/api/admin/orders/%00/status',
    json({ status: 'cancelled' }),
    404,
  ],
  ['POST /api/subscribers', '/api/subscribers', json({ email: 'a@b.ph\u0000' }), 422],
  [
    'POST /api/contact',
    '/api/contact',
    json({ name: 'x\u0000', email: 'a@b.ph', subject: 's', message: 'm' }),
    422,
  ],
  // A lone surrogate failed in jsonb (settings).
  [
    'PUT /api/admin/settings/gcash',
    '/api/admin/settings/gcash',
    json({ accountName: 'x\udfff', accountNumber: '1' }),
    422,
  ],
  // Broken JSON to the test email mailed the saved addresses instead of refusing.
  [
    'POST /api/admin/notifications/test',
    '/api/admin/notifications/test',
    { body: '{', contentType: 'application/json' },
    400,
  ],
  // Another content type was validated as `{}` (field errors) or, here, parsed anyway.
  [
    'POST /api/admin/notifications/test',
    '/api/admin/notifications/test',
    { body: '{}', contentType: 'text/plain' },
    415,
  ],
  [
    'POST /api/subscribers',
    '/api/subscribers',
    { body: 'email=a%40b.ph', contentType: 'application/x-www-form-urlencoded' },
    415,
  ],
]

function json(body: unknown) {
  return { body: JSON.stringify(body), contentType: 'application/json' }
}
