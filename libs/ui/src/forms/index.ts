/**
 * @club/ui/forms — react-hook-form + zod fields. Bundled into each app that has forms (not a shared
 * singleton), so pages without forms never download react-hook-form or zod.
 */
export { applyServerError } from './apply-server-error';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export { compactControlCss } from './compact-control.styles';
export { DateField, DateTimeField, TimeField, type DateTimeFieldProps } from './date-time-fields';
export { FieldRow } from './field-row';
export { FileField, type FileFieldProps } from './file-field';
export { FormError } from './form-error';
export { FormRoot, type FormRootProps } from './form-root';
export { PersonIdentityFields, personIdentityDefaults } from './person-identity-fields';
export { RequiredFieldsNote } from './required-fields-note';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
export { SubmitButton, type SubmitButtonProps } from './submit-button';
export { TextAreaField, type TextAreaFieldProps } from './text-area-field';
export { TextField, type TextFieldProps } from './text-field';
export { useZodForm, type ZodFormOptions } from './use-zod-form';
