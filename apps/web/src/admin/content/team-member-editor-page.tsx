import { adminTeamMemberCreateSchema, type AdminTeamMember } from '@aabhushan/shared/schemas/admin-team-members';
import { CheckboxField, TextField } from '../../components/ui/form-field';
import styles from '../admin.module.css';
import { ContentEditorFrame, ContentEditorLoader, useContentEditor } from './content-editor';
import { PictureField, TextAreaField } from './content-fields';

interface Values {
  name: string;
  role: string;
  bio: string;
  skills: string;
  imageUrl: string;
  linkedin: string;
  twitter: string;
  instagram: string;
  sortOrder: string;
  isActive: boolean;
}

const valuesOf = (member?: AdminTeamMember): Values => ({
  name: member?.name ?? '',
  role: member?.role ?? '',
  bio: member?.bio ?? '',
  skills: member?.skills.join(', ') ?? '',
  imageUrl: member?.imageUrl ?? '',
  linkedin: member?.socials.linkedin ?? '',
  twitter: member?.socials.twitter ?? '',
  instagram: member?.socials.instagram ?? '',
  sortOrder: member ? String(member.sortOrder) : '0',
  isActive: member?.isActive ?? true,
});

const bodyOf = ({ linkedin, twitter, instagram, ...values }: Values) => ({
  ...values,
  skills: values.skills
    .split(',')
    .map((skill) => skill.trim())
    .filter(Boolean),
  socials: { linkedin, twitter, instagram },
  sortOrder: values.sortOrder.trim() === '' ? 0 : Number(values.sortOrder),
});

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
    initial: valuesOf(member),
    schema: adminTeamMemberCreateSchema,
    bodyOf,
    // 'socials.linkedin' -> the LinkedIn field.
    fieldOf: (path) => (path.startsWith('socials.') ? (path.slice('socials.'.length) as keyof Values) : undefined),
  });
  const { field, values, set } = editor;
  return (
    <ContentEditorFrame
      section="/admin/team"
      backLabel="The whole team"
      title={member ? member.name : 'New team member'}
      lead={member?.role}
      editor={editor}
      submitLabel={member ? 'Save changes' : 'Add member'}
      deleteQuestion={member && `Remove ${member.name} from the team? They leave the team and about pages at once.`}
    >
      <section className={styles.panel} aria-labelledby="member-who">
        <h2 id="member-who" className={styles.panelTitle}>
          Who they are
        </h2>
        <div className={styles.formGrid}>
          <TextField label="Name" {...field('name')} />
          <TextField label="Role" {...field('role')} />
          <TextField label="Skills" optionalLabel="separated by commas" {...field('skills')} />
          <TextField label="Order" hint="Lower numbers come first" inputMode="numeric" {...field('sortOrder')} />
        </div>
        <TextAreaField label="Bio" {...field('bio')} />
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
