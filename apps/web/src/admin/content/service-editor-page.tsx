import { adminServiceCreateSchema, type AdminService } from '@aabhushan/shared/schemas/admin-services';
import { CheckboxField, SelectField, TextField } from '../../components/ui/form-field';
import styles from '../admin.module.css';
import { LocalizedFields, localizedValuesOf, type LocalizedValues } from '../catalogue/localized-fields';
import { MissingLanguages } from '../catalogue/missing-languages';
import { ContentEditorFrame, ContentEditorLoader, useContentEditor } from './content-editor';
import { useTopLevelServices } from './services-page';

interface Values {
  title: LocalizedValues;
  slug: string;
  parentId: string;
  description: LocalizedValues;
  icon: string;
  priceFrom: string;
  turnaround: LocalizedValues;
  sortOrder: string;
  isActive: boolean;
}

const valuesOf = (service?: AdminService): Values => ({
  title: localizedValuesOf(service?.title),
  slug: service?.slug ?? '',
  parentId: service?.parentId ?? '',
  description: localizedValuesOf(service?.description),
  icon: service?.icon ?? 'sparkle',
  priceFrom: service?.priceFrom != null ? String(service.priceFrom) : '',
  turnaround: localizedValuesOf(service?.turnaround),
  sortOrder: service ? String(service.sortOrder) : '0',
  isActive: service?.isActive ?? true,
});

/** Rupees as typed ("1,499.50"); blank means quoted after inspection. Blank translations are left out by the API's schema. */
const bodyOf = (values: Values) => ({
  title: values.title,
  description: values.description,
  slug: values.slug,
  parentId: values.parentId || null,
  icon: values.icon,
  priceFrom: values.priceFrom.trim() === '' ? null : Number(values.priceFrom.replace(/,/g, '')),
  turnaround: values.turnaround,
  sortOrder: values.sortOrder.trim() === '' ? 0 : Number(values.sortOrder),
  isActive: values.isActive,
});

/** /admin/services/new and /admin/services/{id}. */
export function ServiceEditorPage({ id }: { id?: string }) {
  return (
    <ContentEditorLoader<AdminService> resource="services" id={id} noun="service">
      {(service) => <ServiceEditor key={service?.id ?? 'new'} service={service} />}
    </ContentEditorLoader>
  );
}

function ServiceEditor({ service }: { service?: AdminService }) {
  const editor = useContentEditor({ resource: 'services', section: '/admin/services', item: service, initial: valuesOf(service), schema: adminServiceCreateSchema, bodyOf });
  const { field, values, set, errors } = editor;
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
        <MissingLanguages
          texts={[
            { label: 'title', text: values.title },
            { label: 'description', text: values.description },
            { label: 'turnaround', text: values.turnaround },
          ]}
        />
        <LocalizedFields label="Title" value={values.title} error={errors.title} onChange={(title) => set('title', title)} />
        <div className={styles.formGrid}>
          <TextField label="Slug" optionalLabel="made from the English title when empty" {...field('slug')} />
          <SelectField
            label="Under"
            placeholder="Nothing: a top-level service"
            disabled={hasChildren}
            options={parents.map((parent) => ({ value: parent.id, label: parent.title.en }))}
            {...field('parentId')}
          />
        </div>
        <LocalizedFields label="Description" multiline value={values.description} error={errors.description} onChange={(description) => set('description', description)} />
      </section>
      <section className={styles.panel} aria-labelledby="service-terms">
        <h2 id="service-terms" className={styles.panelTitle}>
          Price and time
        </h2>
        <p className={styles.explain}>The turnaround is how long the work takes, e.g. 3-5 days or Same day.</p>
        <LocalizedFields label="Turnaround" value={values.turnaround} error={errors.turnaround} onChange={(turnaround) => set('turnaround', turnaround)} />
        <div className={styles.formGrid}>
          <TextField label="Price from (₹)" optionalLabel="empty: quoted after inspection" inputMode="decimal" {...field('priceFrom')} />
          <TextField label="Icon" hint="A short name, e.g. gem, resize, sparkle" {...field('icon')} />
          <TextField label="Order" hint="Lower numbers come first" inputMode="numeric" {...field('sortOrder')} />
        </div>
        <CheckboxField label="Shown on the store" checked={values.isActive} onChange={(event) => set('isActive', event.target.checked)} />
      </section>
    </ContentEditorFrame>
  );
}
