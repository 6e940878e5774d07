import { useController, useFormContext, useWatch } from 'react-hook-form'
import { addressLimits } from '#shared/address.ts'
import type { CheckoutOptions } from '#shared/schemas/orders.ts'
import { useCityBarangays } from '#web/checkout/api/get-city-barangays.ts'
import type { CheckoutFieldName, CheckoutFormInput } from '#web/checkout/checkout-form-schema.ts'
import { FormField } from '#web/ui/form-field.tsx'
import { LabelledField } from '#web/ui/labelled-field.tsx'
import { Select } from '#web/ui/select.tsx'

function useField(name: CheckoutFieldName) {
  const { formState } = useFormContext<CheckoutFormInput>()
  return { id: `checkout-${name}`, error: formState.errors[name]?.message }
}

type CodeField = 'provinceCode' | 'cityCode' | 'barangayCode'

/** A select kept by the form's state, so a kept value shows once its options arrive. */
function useCodeSelect(name: CodeField, clears: readonly CodeField[]) {
  const { setValue } = useFormContext<CheckoutFormInput>()
  const { field } = useController<CheckoutFormInput, CodeField>({ name })
  return {
    name: field.name,
    ref: field.ref,
    onBlur: field.onBlur,
    value: field.value ?? '',
    onChange: (event: { target: { value: string } }) => {
      field.onChange(event.target.value)
      // Another province or city: what was chosen under the old one no longer applies.
      for (const next of clears) setValue(next, '')
    },
  }
}

/**
 * Province, then city or municipality (only those a zone serves), then barangay
 * (PSGC), then street and house number, landmark and delivery instructions
 * (issue 28 §10). The zone, its fee and its dates follow from the city.
 */
export function AddressFields({ provinces }: { provinces: CheckoutOptions['provinces'] }) {
  const form = useFormContext<CheckoutFormInput>()
  const [provinceCode, cityCode] = useWatch<CheckoutFormInput, ['provinceCode', 'cityCode']>({
    name: ['provinceCode', 'cityCode'],
  })
  const province = provinces.find((p) => p.code === provinceCode)
  const cityKnown = province?.cities.some((c) => c.code === cityCode) ?? false
  const barangays = useCityBarangays(cityKnown ? cityCode : undefined)
  const provinceSelect = useCodeSelect('provinceCode', ['cityCode', 'barangayCode'])
  const citySelect = useCodeSelect('cityCode', ['barangayCode'])
  const barangaySelect = useCodeSelect('barangayCode', [])

  return (
    <>
      <FormField label="Province" {...useField('provinceCode')}>
        {(c) => (
          <Select {...c} aria-required="true" autoComplete="address-level1" {...provinceSelect}>
            <option value="" disabled>
              Choose your province
            </option>
            {provinces.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="City or Municipality" {...useField('cityCode')}>
        {(c) => (
          <Select
            {...c}
            aria-required="true"
            autoComplete="address-level2"
            disabled={!province}
            {...citySelect}
          >
            <option value="" disabled>
              {province ? 'Choose your city or municipality' : 'Choose a province first'}
            </option>
            {province?.cities.map((city) => (
              <option key={city.code} value={city.code}>
                {city.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Barangay" className="sm:col-span-2" {...useField('barangayCode')}>
        {(c) => (
          <Select
            {...c}
            aria-required="true"
            autoComplete="address-level3"
            disabled={!barangays.data}
            {...barangaySelect}
          >
            <option value="" disabled>
              {!cityKnown
                ? 'Choose a city or municipality first'
                : barangays.isError
                  ? 'Could not load the barangays: choose the city again'
                  : barangays.data
                    ? 'Choose your barangay'
                    : 'Loading barangays…'}
            </option>
            {barangays.data?.barangays.map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <LabelledField
        form={form}
        name="address"
        id="checkout-address"
        label="Street and House Number"
        className="sm:col-span-2"
        autoComplete="address-line1"
        aria-required="true"
        maxLength={addressLimits.street}
        placeholder="Unit, building, house number and street"
      />
      <LabelledField
        form={form}
        name="landmark"
        id="checkout-landmark"
        label="Landmark"
        hint="(optional)"
        className="sm:col-span-2"
        maxLength={addressLimits.landmark}
        placeholder="Across the 7-Eleven, blue gate"
      />
      <LabelledField
        form={form}
        name="deliveryInstructions"
        id="checkout-deliveryInstructions"
        label="Delivery Instructions"
        hint="(optional)"
        className="sm:col-span-2"
        maxLength={addressLimits.deliveryInstructions}
        placeholder="Leave with the guard"
      />
    </>
  )
}
