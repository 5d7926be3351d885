import { adminTeamMemberCreateSchema, type AdminTeamMember } from '@aabhushan/shared/schemas/admin-team-members';
import { CheckboxField, TextField } from '../../components/ui/form-field';
import styles from '../admin.module.css';
import { LocalizedFields } from '../catalogue/localized-fields';
import { MissingLanguages } from '../catalogue/missing-languages';
import { ContentEditorFrame, ContentEditorLoader, useContentEditor } from './content-editor';
import { PictureField } from './content-fields';
import { teamMemberBodyOf, teamMemberValuesOf, type TeamMemberFormValues } from './team-member-form-values';

/** /admin/team/new and /admin/team/{id}. */
export function TeamMemberEditorPage({ id }: { id?: string }) {
  return (
    <ContentEditorLoader<AdminTeamMember> resource="team-members" id={id} noun="team member">
      {(member) => <TeamMemberEditor key={member?.id ?? 'new'} member={member} />}
    </ContentEditorLoader>
  );
}

function TeamMemberEditor({ member }: { member?: AdminTeamMember }) {
  const editor = useContentEditor({
    resource: 'team-members',
    section: '/admin/team',
    item: member,
    initial: teamMemberValuesOf(member),
    schema: adminTeamMemberCreateSchema,
    bodyOf: teamMemberBodyOf,
    // 'socials.linkedin' -> the LinkedIn field.
    fieldOf: (path) => (path.startsWith('socials.') ? (path.slice('socials.'.length) as keyof TeamMemberFormValues) : undefined),
  });
  const { field, values, set, errors } = editor;
  return (
    <ContentEditorFrame
      section="/admin/team"
      backLabel="The whole team"
      title={member ? member.name : 'New team member'}
      lead={member?.role.en}
      editor={editor}
      submitLabel={member ? 'Save changes' : 'Add member'}
      deleteQuestion={member && `Remove ${member.name} from the team? They leave the team and about pages at once.`}
    >
      <section className={styles.panel} aria-labelledby="member-who">
        <h2 id="member-who" className={styles.panelTitle}>
          Who they are
        </h2>
        <MissingLanguages
          texts={[
            { label: 'role', text: values.role },
            { label: 'bio', text: values.bio },
            { label: 'skills', text: values.skills, optional: true },
          ]}
        />
        <div className={styles.formGrid}>
          <TextField label="Name" hint="As they write it, in every language" {...field('name')} />
          <TextField label="Order" hint="Lower numbers come first" inputMode="numeric" {...field('sortOrder')} />
        </div>
        <LocalizedFields label="Role" value={values.role} error={errors.role} onChange={(role) => set('role', role)} />
        <LocalizedFields label="Bio" multiline value={values.bio} error={errors.bio} onChange={(bio) => set('bio', bio)} />
        {/* Each language's skills in one box, separated by commas: a translation is shown whole, so it may word or count them its own way. */}
        <LocalizedFields label="Skills, separated by commas" optional value={values.skills} error={errors.skills} onChange={(skills) => set('skills', skills)} />
        <div className={styles.formGrid}>
          <PictureField label="Picture" optional {...field('imageUrl')} />
        </div>
      </section>
      <section className={styles.panel} aria-labelledby="member-links">
        <h2 id="member-links" className={styles.panelTitle}>
          Profiles
        </h2>
        <div className={styles.formGrid}>
          <TextField label="LinkedIn" optionalLabel="https:// address" {...field('linkedin')} />
          <TextField label="X (Twitter)" optionalLabel="https:// address" {...field('twitter')} />
          <TextField label="Instagram" optionalLabel="https:// address" {...field('instagram')} />
        </div>
        <CheckboxField label="Shown on the store" checked={values.isActive} onChange={(event) => set('isActive', event.target.checked)} />
      </section>
    </ContentEditorFrame>
  );
}
