import { Text } from '@club/ui';

/** Explains the '*' of required fields, once per form, before the fields. */
export function RequiredFieldsNote() {
  return (
    <Text size="sm" muted>
      Les champs marqués d'un astérisque (*) sont obligatoires.
    </Text>
  );
}
