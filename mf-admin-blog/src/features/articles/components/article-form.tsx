import { useCreateArticle, useUpdateArticle } from '@club/api-client';
import {
  ARTICLE_STATUS_LABELS,
  ARTICLE_STATUSES,
  ARTICLE_VISIBILITIES,
  ARTICLE_VISIBILITY_LABELS,
  articleAddress,
  CreateArticleInputSchema,
  slugOfTitle,
  type Article,
  type ArticleVisibility,
  type CreateArticleInput,
} from '@club/contracts';
import { styled, toast, useNavigate } from '@club/stack';
import { Stack } from '@club/ui';
import { DateTimeField, FormError, FormRoot, RequiredFieldsNote, SelectField, SubmitButton, TextAreaField, TextField, useZodForm } from '@club/ui/forms';
import { useState } from 'react';
import { z } from 'zod';
import { paths } from '../../../paths';
import { fromLocalInput, toLocalInput } from '../../../shared/dates';
import { reportSubmitFailure } from '../../../shared/failure';
import { useBlogRights } from '../../../shared/blog-rights';
import { BLOG_TOASTS } from '../../../shared/messages';
import { ArticlePreview } from './article-preview';
import { TagPicker } from './tag-picker';

/** The form edits the publication date in the browser's local time (`datetime-local`); tags live beside it. */
const ArticleFormSchema = CreateArticleInputSchema.omit({ tagIds: true, publishedAt: true }).extend({ publishedAt: z.string() });
type ArticleFormValues = z.input<typeof ArticleFormSchema>;
const FIELDS = ['title', 'slug', 'excerpt', 'content', 'coverImageUrl', 'status', 'visibility', 'publishedAt'] as const;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  align-items: start;
`;

const valuesOf = (article: Article | undefined): ArticleFormValues => ({
  title: article?.title ?? '',
  slug: article?.slug ?? '',
  excerpt: article?.excerpt ?? '',
  content: article?.content ?? '',
  coverImageUrl: article?.coverImageUrl ?? '',
  status: article?.status ?? 'draft',
  visibility: article?.visibility ?? 'public',
  publishedAt: toLocalInput(article?.publishedAt ?? null),
});

/**
 * The article's full address as readers will open it, live: the slug typed, else the one the title gives
 * (the API adds a number when another article has it); `/dashboard/blog/…` for a members-only article.
 */
function AddressHint({ slug, title, visibility }: { slug: string; title: string; visibility: ArticleVisibility | undefined }) {
  const base = visibility === 'members' ? '/dashboard/blog' : '/blog';
  const address = `${window.location.origin}${articleAddress({ slug: slug.trim() || slugOfTitle(title) }, base)}`;
  return (
    <>
      Lettres minuscules sans accents, chiffres et tirets ; laissée vide, elle est faite du titre. L'article sera à l'adresse{' '}
      <strong data-testid="article-address">{address}</strong>
    </>
  );
}

/** Create or edit an article: Markdown with a live preview, tags created on the fly, cover image, schedule. */
export function ArticleForm({ article }: { article?: Article }) {
  const form = useZodForm(ArticleFormSchema, { defaultValues: valuesOf(article) });
  const [tagIds, setTagIds] = useState<string[]>(article?.tags.map((tag) => tag.id) ?? []);
  const createArticle = useCreateArticle();
  const updateArticle = useUpdateArticle();
  const navigate = useNavigate();
  const { isAdmin } = useBlogRights();
  const [content = '', slug, title, visibility] = form.watch(['content', 'slug', 'title', 'visibility']);

  const onSubmit = async (values: z.output<typeof ArticleFormSchema>) => {
    const input: CreateArticleInput = { ...values, publishedAt: fromLocalInput(values.publishedAt), tagIds };
    try {
      const saved = article ? await updateArticle.mutateAsync({ id: article.id, changes: input }) : await createArticle.mutateAsync(input);
      toast.success(article ? BLOG_TOASTS.updated : BLOG_TOASTS.created);
      await navigate(paths.article.href(saved.id));
    } catch (error) {
      reportSubmitFailure(error, form.setError, FIELDS, article ? BLOG_TOASTS.updateFailed : BLOG_TOASTS.createFailed);
    }
  };

  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label={article ? `Modifier l'article ${article.title}` : 'Nouvel article'}>
      <Stack>
        <RequiredFieldsNote />
        <FormError />
        <TextField name="title" label="Titre" required autoComplete="off" />
        <TextField
          name="slug"
          label="Adresse"
          autoComplete="off"
          spellCheck={false}
          hint={<AddressHint slug={slug ?? ''} title={title ?? ''} visibility={visibility} />}
        />
        <TextAreaField name="excerpt" label="Résumé" rows={2} hint="500 caractères au maximum ; affiché dans les listes et les aperçus de partage." />
        <Columns>
          <TextAreaField
            name="content"
            label="Contenu (Markdown)"
            required
            rows={18}
            hint="**gras**, *italique*, ## titre, - liste, [lien](https://…), ![image](https://…)."
          />
          <ArticlePreview markdown={content} />
        </Columns>
        <TextField name="coverImageUrl" label="Image de couverture (adresse)" type="url" placeholder="https://…" hint="Adresse http(s) d'une image." />
        <Columns>
          {isAdmin ? <SelectField name="status" label="Statut" options={ARTICLE_STATUSES.map((value) => ({ value, label: ARTICLE_STATUS_LABELS[value] }))} /> : null}
          <SelectField name="visibility" label="Visibilité" options={ARTICLE_VISIBILITIES.map((value) => ({ value, label: ARTICLE_VISIBILITY_LABELS[value] }))} />
          {isAdmin ? (
            <DateTimeField
              name="publishedAt"
              label="Date de publication"
              hint="Dans le futur, l'article publié n'apparaît qu'à cette date (programmé). Vide : dès la publication."
            />
          ) : null}
        </Columns>
        {isAdmin ? null : <p>Votre article est enregistré en brouillon : un administrateur le relira puis le publiera.</p>}
        <TagPicker value={tagIds} onChange={setTagIds} />
        <div>
          <SubmitButton pending={createArticle.isPending || updateArticle.isPending}>{article ? 'Enregistrer les modifications' : "Créer l'article"}</SubmitButton>
        </div>
      </Stack>
    </FormRoot>
  );
}
