import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import {
  type AdminStaffUser,
  type CreatedStaffUserResponse,
  type StaffUserInput,
  staffUserInputSchema,
} from '#shared/schemas/staff-users.ts'
import { reportSaveError } from '#web/admin/catalog/apply-field-errors.ts'
import { DialogFormActions } from '#web/admin/catalog/dialog-form-actions.tsx'
import { useSaveStaffUser } from '#web/admin/users/api/staff-users-api.ts'
import { FormField } from '#web/ui/form-field.tsx'
import { Input } from '#web/ui/input.tsx'
import { Select } from '#web/ui/select.tsx'

const fieldNames = ['name', 'email', 'role'] as const

/** The Add New User / Edit User form (SPEC.md §5: name and email required, role admin or editor). */
export function UserForm({
  user,
  onCancel,
  onSaved,
}: {
  user: AdminStaffUser | null
  onCancel: () => void
  /** With the set-password link when a user was added, null after an edit. */
  onSaved: (created: CreatedStaffUserResponse | null) => void
}) {
  const save = useSaveStaffUser()
  const form = useForm<StaffUserInput>({
    resolver: zodResolver(staffUserInputSchema),
    defaultValues: user
      ? { name: user.name, email: user.email, role: user.role }
      : { name: '', email: '', role: 'editor' },
  })
  const errors = form.formState.errors
  const onSubmit = form.handleSubmit(async () => {
    try {
      const saved = await save.mutateAsync({ id: user?.id ?? null, input: form.getValues() })
      const { setPasswordUrl } = saved
      onSaved(setPasswordUrl ? { user: saved.user, setPasswordUrl } : null)
    } catch (error) {
      reportSaveError(form, error, fieldNames, 'User not saved')
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField id="user-name" label="Name" error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="off" {...form.register('name')} />}
      </FormField>
      <FormField id="user-email" label="Email" error={errors.email?.message}>
        {(control) => (
          <Input {...control} type="email" autoComplete="off" {...form.register('email')} />
        )}
      </FormField>
      <FormField id="user-role" label="Role" error={errors.role?.message}>
        {(control) => (
          <Select {...control} {...form.register('role')}>
            <option value="admin">Admin</option>
            <option value="editor">Editor</option>
          </Select>
        )}
      </FormField>
      <DialogFormActions
        pending={save.isPending}
        saveLabel={user ? 'Update User' : 'Add User'}
        onCancel={onCancel}
      />
    </form>
  )
}
