import { adminShowroomUpdateSchema, type AdminShowroom } from '@aabhushan/shared/schemas/admin-showrooms';
import styles from '../admin.module.css';
import { LocalizedFields } from '../catalogue/localized-fields';
import { MissingLanguages } from '../catalogue/missing-languages';
import { ContentEditorFrame, ContentEditorLoader, useContentEditor } from './content-editor';
import { showroomBodyOf, showroomValuesOf } from './showroom-form-values';

/** /admin/showrooms/{id}: a showroom's words; showrooms are not added here. */
export function ShowroomEditorPage({ id }: { id?: string }) {
  if (!id) return <p className={styles.problem}>Showrooms are set up with the store; here their words are edited. Choose one from the list.</p>;
  return (
    <ContentEditorLoader<AdminShowroom> resource="showrooms" id={id} noun="showroom">
      {(showroom) => showroom && <ShowroomEditor key={showroom.id} showroom={showroom} />}
    </ContentEditorLoader>
  );
}

function ShowroomEditor({ showroom }: { showroom: AdminShowroom }) {
  const editor = useContentEditor({ resource: 'showrooms', section: '/admin/showrooms', item: showroom, initial: showroomValuesOf(showroom), schema: adminShowroomUpdateSchema, bodyOf: showroomBodyOf });
  const { values, set, errors } = editor;
  return (
    <ContentEditorFrame
      section="/admin/showrooms"
      backLabel="All showrooms"
      title={showroom.name.en}
      lead={`${showroom.isFlagship ? 'The flagship. ' : ''}${showroom.phone} · ${showroom.email}`}
      editor={editor}
      submitLabel="Save changes"
    >
      <section className={styles.panel} aria-labelledby="showroom-words">
        <h2 id="showroom-words" className={styles.panelTitle}>
          How shoppers read it
        </h2>
        <p className={styles.explain}>
          The store locator, the appointment booking and the old-gold page show these in the shopper&apos;s language, else in English. Phone, e-mail, hours and
          the place on the map are set up with the store.
        </p>
        <MissingLanguages
          texts={[
            { label: 'name', text: values.name },
            { label: 'address', text: values.addressLines },
            { label: 'city', text: values.city },
          ]}
        />
        <LocalizedFields label="Name" value={values.name} error={errors.name} onChange={(name) => set('name', name)} />
        {/* Each language's address in one box, one line a row: written the way the language writes it, its lines shown whole. */}
        <LocalizedFields label="Address, one line a row" multiline value={values.addressLines} error={errors.addressLines} onChange={(addressLines) => set('addressLines', addressLines)} />
        <LocalizedFields label="City" value={values.city} error={errors.city} onChange={(city) => set('city', city)} />
      </section>
    </ContentEditorFrame>
  );
}
