import { pgEnum } from 'drizzle-orm/pg-core'
import { orderLineKinds, orderStatuses, paymentMethods } from '#shared/order-status.ts'
import { productCategories } from '#shared/paths.ts'
import { runOutChoices, runOutOutcomes } from '#shared/preparation.ts'
import { cartUnits } from '#shared/pricing.ts'
import { staffRoles } from '#shared/roles.ts'
import { visibilities } from '#shared/schemas/admin-catalog.ts'
import { emailStatuses } from '#shared/schemas/admin-messages.ts'
import { tokenPurposes } from '#shared/schemas/staff-users.ts'

/**
 * The database's enums, each built from the one list the code reads (decision 0086),
 * so a value is written once. A list's order is the enum's: adding a value needs a
 * migration (`npm run db:generate`), which drizzle-kit writes from these.
 */
export const productCategoryEnum = pgEnum('product_category', productCategories)
export const visibilityEnum = pgEnum('visibility', visibilities)
export const staffRoleEnum = pgEnum('staff_role', staffRoles)
export const orderStatusEnum = pgEnum('order_status', orderStatuses)
export const paymentMethodEnum = pgEnum('payment_method', paymentMethods)
export const orderLineKindEnum = pgEnum('order_line_kind', orderLineKinds)
export const cartUnitEnum = pgEnum('cart_unit', cartUnits)
export const tokenPurposeEnum = pgEnum('token_purpose', tokenPurposes)
export const emailStatusEnum = pgEnum('email_status', emailStatuses)
export const runOutChoiceEnum = pgEnum('run_out_choice', runOutChoices)
export const runOutOutcomeEnum = pgEnum('run_out_outcome', runOutOutcomes)
