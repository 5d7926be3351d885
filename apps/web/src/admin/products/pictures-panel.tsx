import { useEffect, useId, useState } from 'react';
import { MAX_UPLOAD_BYTES } from '@aabhushan/shared/rules/image-type';
import { ADMIN_MEDIA_MESSAGES } from '@aabhushan/shared/schemas/admin-media';
import { MAX_PRODUCT_IMAGES } from '@aabhushan/shared/schemas/admin-products';
import buttons from '../../components/ui/button.module.css';
import form from '../../components/ui/form.module.css';
import styles from '../admin.module.css';
import pictureStyles from './pictures-panel.module.css';
import { uploadPicture } from './upload-picture';

export interface PictureValue {
  url: string;
  altText: string;
  isPrimary: boolean;
}

interface Sending {
  key: string;
  name: string;
  preview: string;
  progress: number;
  error?: string;
}

/** Small enough for a list: the stored 300 px picture, else the file itself while it uploads. */
const thumbnail = (url: string) => (url.startsWith('/media/uploads/') ? `${url}?w=300` : url);

/** A product's pictures: upload (with a preview and its progress), describe, choose the main one, remove. */
export function PicturesPanel({ pictures, onChange, productName, error }: { pictures: PictureValue[]; onChange: (next: PictureValue[]) => void; productName: string; error?: string }) {
  const inputId = useId();
  const [sending, setSending] = useState<Sending[]>([]);
  useEffect(() => () => sending.forEach((item) => URL.revokeObjectURL(item.preview)), [sending]);

  const update = (key: string, changes: Partial<Sending>) => setSending((current) => current.map((item) => (item.key === key ? { ...item, ...changes } : item)));
  const add = async (files: FileList | null) => {
    let added = [...pictures];
    for (const file of Array.from(files ?? [])) {
      const key = `${file.name}-${file.size}-${Math.random()}`;
      const item: Sending = { key, name: file.name, preview: URL.createObjectURL(file), progress: 0 };
      setSending((current) => [...current, item]);
      if (file.size > MAX_UPLOAD_BYTES) {
        update(key, { error: ADMIN_MEDIA_MESSAGES.tooLarge });
        continue;
      }
      try {
        const media = await uploadPicture(file, (progress) => update(key, { progress }));
        added = [...added, { url: media.url, altText: productName || file.name.replace(/\.[^.]+$/, ''), isPrimary: added.length === 0 }];
        onChange(added);
        setSending((current) => current.filter((entry) => entry.key !== key));
      } catch (failure) {
        update(key, { error: (failure as Error).message });
      }
    }
  };
  const change = (index: number, changes: Partial<PictureValue>) => onChange(pictures.map((picture, at) => (at === index ? { ...picture, ...changes } : picture)));
  const makePrimary = (index: number) => onChange(pictures.map((picture, at) => ({ ...picture, isPrimary: at === index })));
  const remove = (index: number) => {
    const rest = pictures.filter((_, at) => at !== index);
    onChange(rest.length > 0 && !rest.some((picture) => picture.isPrimary) ? rest.map((picture, at) => ({ ...picture, isPrimary: at === 0 })) : rest);
  };

  return (
    <section className={styles.panel} aria-labelledby="pictures">
      <h2 id="pictures" className={styles.panelTitle}>
        Pictures
      </h2>
      <p className={styles.explain}>JPEG, PNG or WebP up to 10 MB, at least 300 pixels on the shorter side; shoppers get them sized for their screen. The main picture opens the product page and its card.</p>
      {error && (
        <p className={form.error} role="alert">
          {error}
        </p>
      )}
      <ul className={pictureStyles.pictures}>
        {pictures.map((picture, index) => (
          <li key={picture.url} className={pictureStyles.picture}>
            <img src={thumbnail(picture.url)} alt="" width={120} height={120} />
            <div className={pictureStyles.pictureFields}>
              <label className={form.label} htmlFor={`${inputId}-alt-${index}`}>
                Described as
              </label>
              <input id={`${inputId}-alt-${index}`} className={form.input} value={picture.altText} maxLength={200} onChange={(event) => change(index, { altText: event.target.value })} />
              <div className={pictureStyles.pictureActions}>
                <label>
                  <input type="radio" name={`${inputId}-primary`} checked={picture.isPrimary} onChange={() => makePrimary(index)} /> Main picture
                </label>
                <button type="button" className={buttons.textLink} onClick={() => remove(index)}>
                  Remove<span className="visually-hidden"> picture {index + 1}</span>
                </button>
              </div>
            </div>
          </li>
        ))}
        {sending.map((item) => (
          <li key={item.key} className={pictureStyles.picture}>
            {item.error ? <span className={pictureStyles.pictureRefused} aria-hidden="true" /> : <img src={item.preview} alt="" width={120} height={120} />}
            <div className={pictureStyles.pictureFields}>
              <span>{item.name}</span>
              {item.error ? (
                <p className={form.error} role="alert">
                  {item.error}{' '}
                  <button type="button" className={buttons.textLink} onClick={() => setSending((current) => current.filter((entry) => entry.key !== item.key))}>
                    Dismiss
                  </button>
                </p>
              ) : (
                <progress max={1} value={item.progress} aria-label={`Uploading ${item.name}`} />
              )}
            </div>
          </li>
        ))}
      </ul>
      {pictures.length + sending.length < MAX_PRODUCT_IMAGES && (
        <div className={styles.actions}>
          <label htmlFor={inputId} className={buttons.secondary}>
            Add pictures
          </label>
          <input id={inputId} className="visually-hidden" type="file" accept="image/jpeg,image/png,image/webp" multiple onChange={(event) => void add(event.target.files).then(() => (event.target.value = ''))} />
        </div>
      )}
    </section>
  );
}
