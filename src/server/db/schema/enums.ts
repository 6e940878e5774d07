import { pgEnum } from 'drizzle-orm/pg-core'

export const productCategoryEnum = pgEnum('product_category', [
  'beef',
  'pork',
  'chicken',
  'seafood',
])
export const visibilityEnum = pgEnum('visibility', ['published', 'draft'])
export const staffRoleEnum = pgEnum('staff_role', ['admin', 'editor'])
export const orderStatusEnum = pgEnum('order_status', [
  'pending',
  'paid',
  'processing',
  'shipped',
  'completed',
  'cancelled',
])
export const paymentMethodEnum = pgEnum('payment_method', ['cod', 'gcash'])
export const orderLineKindEnum = pgEnum('order_line_kind', ['product', 'bundle', 'hosted'])
export const cartUnitEnum = pgEnum('cart_unit', ['kg', '500g'])
export const tokenPurposeEnum = pgEnum('token_purpose', ['set_password', 'reset_password'])
export const emailStatusEnum = pgEnum('email_status', ['pending', 'sent', 'failed'])
