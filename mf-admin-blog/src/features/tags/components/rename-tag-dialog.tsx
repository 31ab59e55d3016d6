import { blogErrorMessage, useUpdateTag } from '@club/api-client';
import { TagInputSchema, type TagDetail } from '@club/contracts';
import { toast } from '@club/stack';
import { FormDialog } from '@club/ui-admin';
import { useState } from 'react';
import { BLOG_TOASTS } from '../../../shared/messages';

/** A new name for the tag, checked as the API checks it (required, 50 characters, not another tag's). */
export function RenameTagDialog({ tag, onClose }: { tag: TagDetail; onClose: () => void }) {
  const rename = useUpdateTag();
  const [error, setError] = useState<string | null>(null);

  const submit = async (form: FormData) => {
    const parsed = TagInputSchema.safeParse({ name: form.get('name') ?? '' });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? BLOG_TOASTS.tagRenameFailed);
    setError(null);
    try {
      const saved = await rename.mutateAsync({ id: tag.id, changes: parsed.data });
      toast.success(BLOG_TOASTS.tagRenamed(saved.name));
      onClose();
    } catch (failure) {
      setError(blogErrorMessage(failure, BLOG_TOASTS.tagRenameFailed));
    }
  };

  return (
    <FormDialog
      title={`Renommer le tag «\u00a0${tag.name}\u00a0»`}
      submitLabel="Renommer"
      pending={rename.isPending}
      error={error}
      onSubmit={(form) => void submit(form)}
      onClose={onClose}
    >
      <label>
        Nouveau nom
        <input name="name" defaultValue={tag.name} maxLength={50} required autoComplete="off" />
      </label>
    </FormDialog>
  );
}
