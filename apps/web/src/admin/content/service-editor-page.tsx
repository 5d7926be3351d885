import { adminServiceCreateSchema, type AdminService } from '@aabhushan/shared/schemas/admin-services';
import { CheckboxField, SelectField, TextField } from '../../components/ui/form-field';
import styles from '../admin.module.css';
import { ContentEditorFrame, ContentEditorLoader, useContentEditor } from './content-editor';
import { TextAreaField } from './content-fields';
import { useTopLevelServices } from './services-page';

interface Values {
  titleEn: string;
  titleHi: string;
  slug: string;
  parentId: string;
  descriptionEn: string;
  descriptionHi: string;
  icon: string;
  priceFrom: string;
  turnaround: string;
  sortOrder: string;
  isActive: boolean;
}

const valuesOf = (service?: AdminService): Values => ({
  titleEn: service?.title.en ?? '',
  titleHi: service?.title.hi ?? '',
  slug: service?.slug ?? '',
  parentId: service?.parentId ?? '',
  descriptionEn: service?.description.en ?? '',
  descriptionHi: service?.description.hi ?? '',
  icon: service?.icon ?? 'sparkle',
  priceFrom: service?.priceFrom != null ? String(service.priceFrom) : '',
  turnaround: service?.turnaround ?? '',
  sortOrder: service ? String(service.sortOrder) : '0',
  isActive: service?.isActive ?? true,
});

/** Rupees as typed ("1,499.50"); blank means quoted after inspection. */
const bodyOf = (values: Values) => ({
  title: { en: values.titleEn, hi: values.titleHi },
  description: { en: values.descriptionEn, hi: values.descriptionHi },
  slug: values.slug,
  parentId: values.parentId || null,
  icon: values.icon,
  priceFrom: values.priceFrom.trim() === '' ? null : Number(values.priceFrom.replace(/,/g, '')),
  turnaround: values.turnaround,
  sortOrder: values.sortOrder.trim() === '' ? 0 : Number(values.sortOrder),
  isActive: values.isActive,
});

const FIELD_OF_PATH: Record<string, keyof Values> = { title: 'titleEn', 'title.en': 'titleEn', 'title.hi': 'titleHi', description: 'descriptionEn', 'description.en': 'descriptionEn', 'description.hi': 'descriptionHi' };

/** /admin/services/new and /admin/services/{id}. */
export function ServiceEditorPage({ id }: { id?: string }) {
  return (
    <ContentEditorLoader<AdminService> resource="services" id={id} noun="service">
      {(service) => <ServiceEditor key={service?.id ?? 'new'} service={service} />}
    </ContentEditorLoader>
  );
}

function ServiceEditor({ service }: { service?: AdminService }) {
  const editor = useContentEditor({ resource: 'services', section: '/admin/services', item: service, initial: valuesOf(service), schema: adminServiceCreateSchema, bodyOf, fieldOf: (path) => FIELD_OF_PATH[path] });
  const { field, values, set } = editor;
  const parents = useTopLevelServices().filter((parent) => parent.id !== service?.id);
  const hasChildren = (service?.children ?? 0) > 0;
  return (
    <ContentEditorFrame
      section="/admin/services"
      backLabel="All services"
      title={service ? service.title.en : 'New service'}
      lead={hasChildren ? `${service!.children} ${service!.children === 1 ? 'service sits' : 'services sit'} under this one.` : undefined}
      editor={editor}
      submitLabel={service ? 'Save changes' : 'Create service'}
      deleteQuestion={service && (hasChildren ? `"${service.title.en}" still has services under it: the store will refuse until they are deleted or moved. Try anyway?` : `Delete "${service.title.en}"? It leaves the store at once.`)}
    >
      <section className={styles.panel} aria-labelledby="service-what">
        <h2 id="service-what" className={styles.panelTitle}>
          The service
        </h2>
        <div className={styles.formGrid}>
          <TextField label="Title" {...field('titleEn')} />
          <TextField label="Title in Hindi" optionalLabel="optional" lang="hi" {...field('titleHi')} />
          <TextField label="Slug" optionalLabel="made from the title when empty" {...field('slug')} />
          <SelectField
            label="Under"
            placeholder="Nothing: a top-level service"
            disabled={hasChildren}
            options={parents.map((parent) => ({ value: parent.id, label: parent.title.en }))}
            {...field('parentId')}
          />
        </div>
        <TextAreaField label="Description" {...field('descriptionEn')} />
        <TextAreaField label="Description in Hindi (optional)" {...field('descriptionHi')} />
      </section>
      <section className={styles.panel} aria-labelledby="service-terms">
        <h2 id="service-terms" className={styles.panelTitle}>
          Price and time
        </h2>
        <div className={styles.formGrid}>
          <TextField label="Price from (₹)" optionalLabel="empty: quoted after inspection" inputMode="decimal" {...field('priceFrom')} />
          <TextField label="Turnaround" hint="e.g. 3-5 days, Same day" {...field('turnaround')} />
          <TextField label="Icon" hint="A short name, e.g. gem, resize, sparkle" {...field('icon')} />
          <TextField label="Order" hint="Lower numbers come first" inputMode="numeric" {...field('sortOrder')} />
        </div>
        <CheckboxField label="Shown on the store" checked={values.isActive} onChange={(event) => set('isActive', event.target.checked)} />
      </section>
    </ContentEditorFrame>
  );
}
