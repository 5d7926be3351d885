import { MAX_BANNER_IMAGES } from '@aabhushan/shared/schemas/admin-banners';
import buttons from '../../components/ui/button.module.css';
import { TextField } from '../../components/ui/form-field';
import form from '../../components/ui/form.module.css';
import styles from '../admin.module.css';
import { PictureField } from '../catalogue/picture-field';
import type { BannerPicture } from './banner-form-values';

/** A banner's pictures (the first is the one the home page shows first), each described for shoppers who cannot see it. */
export function BannerPictures({ pictures, onChange, error }: { pictures: BannerPicture[]; onChange: (next: BannerPicture[]) => void; error?: string }) {
  const change = (index: number, changes: Partial<BannerPicture>) => onChange(pictures.map((picture, at) => (at === index ? { ...picture, ...changes } : picture)));
  return (
    <section className={styles.panel} aria-labelledby="pictures">
      <h2 id="pictures" className={styles.panelTitle}>
        Pictures
      </h2>
      <p className={styles.explain}>JPEG, PNG or WebP up to 10 MB; a wide picture suits a hero slide. The first picture is the main one.</p>
      {error && (
        <p className={form.error} role="alert">
          {error}
        </p>
      )}
      {pictures.map((picture, index) => (
        <div key={index} className={styles.formGrid}>
          <PictureField label={`Picture ${index + 1}`} value={picture.url} onChange={(url) => change(index, { url })} />
          <div>
            <TextField label={`Picture ${index + 1} described as`} hint="What the picture shows, for screen readers" value={picture.altText} onChange={(event) => change(index, { altText: event.target.value })} />
            {pictures.length > 1 && (
              <button type="button" className={buttons.textLink} onClick={() => onChange(pictures.filter((_, at) => at !== index))}>
                Remove picture {index + 1}
              </button>
            )}
          </div>
        </div>
      ))}
      {pictures.length < MAX_BANNER_IMAGES && (
        <button type="button" className={buttons.secondary} onClick={() => onChange([...pictures, { url: '', altText: '' }])}>
          Add a picture
        </button>
      )}
    </section>
  );
}
