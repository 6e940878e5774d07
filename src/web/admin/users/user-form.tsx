import {
  type AdminStaffUser,
  type CreatedStaffUserResponse,
  type StaffUserInput,
  staffUserInputSchema,
} from '#shared/schemas/staff-users.ts'
import { DialogFormActions } from '#web/admin/ui/form/dialog-form-actions.tsx'
import { useSaveStaffUser } from '#web/admin/users/api/save-staff-user.ts'
import { useApiForm } from '#web/lib/forms/use-api-form.ts'
import { LabelledField } from '#web/ui/labelled-field.tsx'
import { Select } from '#web/ui/select.tsx'
import { toast } from '#web/ui/toast.ts'

const fieldNames = ['name', 'email', 'role'] as const

/** The Add New User / Edit User form (docs/product-rules.md §5: name and email required, role admin or editor). */
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
  const { form, onSubmit, pending } = useApiForm({
    schema: staffUserInputSchema,
    defaultValues: user
      ? { name: user.name, email: user.email, role: user.role }
      : { name: '', email: '', role: 'editor' },
    fieldNames,
    submit: (_checked, typed: StaffUserInput) =>
      save.mutateAsync({ id: user?.id ?? null, input: typed }),
    onSuccess: (saved) => {
      toast.success(user ? 'User updated' : 'User created', { description: saved.user.name })
      const { setPasswordUrl } = saved
      onSaved(setPasswordUrl ? { user: saved.user, setPasswordUrl } : null)
    },
    failureTitle: 'User not saved',
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <LabelledField form={form} name="name" id="user-name" label="Name" autoComplete="off" />
      <LabelledField
        form={form}
        name="email"
        id="user-email"
        label="Email"
        type="email"
        autoComplete="off"
      />
      <LabelledField form={form} name="role" id="user-role" label="Role" as={Select}>
        <option value="admin">Admin</option>
        <option value="editor">Editor</option>
      </LabelledField>
      <DialogFormActions
        pending={pending}
        saveLabel={user ? 'Update User' : 'Add User'}
        onCancel={onCancel}
      />
    </form>
  )
}
