import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import buttons from '../../components/ui/button.module.css';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { getErrorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from '../admin.module.css';
import { OutcomeMessages } from '../outcome-messages';
import { useContentItem, useDeleteContent, useSaveContent, type ContentResourcePath } from './content-api';
import { ContentTabs } from './content-tabs';
import contentStyles from './content.module.css';

type Errors<V> = Partial<Record<keyof V, string>>;

interface EditorOptions<T, V> {
  resource: ContentResourcePath;
  section: string;
  item?: T;
  initial: V;
  /** The API's own schema: the form checks with it, and its messages, before sending. */
  schema: z.ZodType;
  bodyOf: (values: V) => object;
  /** The form field for an issue's path, when it is not the path's first name ('title.en' -> 'title'). */
  fieldOf?: (path: string) => keyof V | undefined;
}

/** A content editor's values, field errors, saving and deleting; creating one opens its own address. */
export function useContentEditor<T extends { id: string }, V extends object>({ resource, section, item, initial, schema, bodyOf, fieldOf }: EditorOptions<T, V>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveContent<T>(resource, item?.id);
  const remove = useDeleteContent(resource);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [notice, setNotice] = useState<string | null>((useLocation().state as { notice?: string } | null)?.notice ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (notice || problem) window.scrollTo({ top: 0 });
  }, [notice, problem]);

  const set = <K extends keyof V>(name: K, value: V[K]) => setValues((current) => ({ ...current, [name]: value }));
  const field = (name: keyof V) => ({
    value: values[name] as string,
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value as V[keyof V]),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setProblem(null);
    const body = bodyOf(values);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const found: Errors<V> = {};
      for (const issue of parsed.error.issues) {
        const key = fieldOf?.(issue.path.join('.')) ?? (String(issue.path[0]) as keyof V);
        found[key] ??= issue.message;
      }
      setErrors(found);
      setProblem('Please correct the fields marked below.');
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(body);
      if (!item) return void navigate(`${section}/${saved.item.id}`, { replace: true, state: { notice: saved.message } });
      setNotice(saved.message);
    } catch (error) {
      setProblem(getErrorMessage(error, t));
    }
  };

  const onDelete = async () => {
    if (!item) return;
    try {
      const message = await remove.mutateAsync(item.id);
      void navigate(section, { replace: true, state: { notice: message } });
    } catch (error) {
      setProblem(getErrorMessage(error, t));
    }
  };

  return { values, set, field, errors, notice, problem, onSubmit, onDelete, saving: save.isPending, deleting: remove.isPending };
}

/** Loads the item for /admin/<section>/<id> (nothing to load for /new), then draws its editor. */
export function ContentEditorLoader<T extends { id: string }>({ resource, id, noun, children }: { resource: ContentResourcePath; id?: string; noun: string; children: (item?: T) => ReactNode }) {
  const { data: item, isError } = useContentItem<T>(resource, id);
  if (id && isError) return <p className={styles.problem}>This {noun} could not be loaded. It may have been deleted.</p>;
  if (id && !item) return <Skeleton height="400px" />;
  return <>{children(item)}</>;
}

interface FrameProps {
  section: string;
  backLabel: string;
  title: string;
  lead?: ReactNode;
  editor: Pick<ReturnType<typeof useContentEditor>, 'notice' | 'problem' | 'onSubmit' | 'onDelete' | 'saving' | 'deleting'>;
  /** The editor of a saved item: the delete button and its question. */
  deleteQuestion?: string;
  submitLabel: string;
  children: ReactNode;
}

/** A content editor's page: tabs, the way back, the heading, what happened, the form's panels and its buttons. */
export function ContentEditorFrame({ section, backLabel, title, lead, editor, deleteQuestion, submitLabel, children }: FrameProps) {
  useDocumentTitle(title);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <ContentTabs />
      <Link to={section} className={styles.back}>
        ← {backLabel}
      </Link>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {lead && <p className={styles.lead}>{lead}</p>}
        </div>
      </div>
      <OutcomeMessages notice={editor.notice} problem={editor.problem} />
      <form onSubmit={(event) => void editor.onSubmit(event)} noValidate>
        {children}
        <div className={styles.actions}>
          <button type="submit" className={buttons.primary} disabled={editor.saving}>
            {editor.saving ? 'Saving…' : submitLabel}
          </button>
          <Link to={section} className={buttons.secondary}>
            Cancel
          </Link>
          {deleteQuestion && (
            <button type="button" className={`${buttons.secondary} ${contentStyles.danger}`} disabled={editor.deleting} onClick={() => setConfirming(true)}>
              Delete
            </button>
          )}
        </div>
      </form>
      {confirming && deleteQuestion && (
        <ConfirmDialog
          message={deleteQuestion}
          confirmLabel="Delete"
          cancelLabel="Keep it"
          onConfirm={() => {
            setConfirming(false);
            void editor.onDelete();
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
