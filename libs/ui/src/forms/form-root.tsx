import { useState, type FormHTMLAttributes, type ReactNode } from 'react';
import { FieldIdsContext } from './field-ids';
import { FormProvider, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';

export interface FormRootProps<TInput extends FieldValues, TOutput> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Receives the schema's parsed output, only when valid. */
  onSubmit: SubmitHandler<TOutput>;
  children: ReactNode;
}

/**
 * <form> wired to react-hook-form, giving the fields their context. `noValidate`: the browser's own
 * (English, inconsistent) bubbles give way to the schema's French messages. `data-app-form`: sent before the app
 * adopted a prerendered page, it is held, then sent by the app (docs/decisions/195-held-submit-before-hydration.md).
 */
export function FormRoot<TInput extends FieldValues, TOutput>({ form, onSubmit, children, ...rest }: FormRootProps<TInput, TOutput>) {
  const [fieldIds] = useState(() => new Map<string, string>());
  return (
    <FormProvider {...form}>
      <FieldIdsContext.Provider value={fieldIds}>
        <form noValidate data-app-form="" {...rest} onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
          {children}
        </form>
      </FieldIdsContext.Provider>
    </FormProvider>
  );
}
