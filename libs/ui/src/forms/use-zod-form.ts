import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/v4/core';

/** A contract's schema, classic or zod/mini (both are zod's core types). */
type AnySchema = z.$ZodType<FieldValues, FieldValues>;

export type ZodFormOptions<TSchema extends AnySchema> = Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'>;

/**
 * react-hook-form validated by a @club/contracts schema: the French messages shown under the fields
 * are the schema's own. Validates a field when it loses focus, then live as it is corrected.
 */
export function useZodForm<TSchema extends AnySchema>(
  schema: TSchema,
  options: ZodFormOptions<TSchema> = {},
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: 'onTouched',
    ...options,
    resolver: zodResolver(schema),
  });
}
