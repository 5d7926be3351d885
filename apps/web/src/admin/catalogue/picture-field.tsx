import { useId, useState } from 'react';
import { MAX_UPLOAD_BYTES } from '@aabhushan/shared/rules/image-type';
import { ADMIN_MEDIA_MESSAGES } from '@aabhushan/shared/schemas/admin-media';
import buttons from '../../components/ui/button.module.css';
import { TextField } from '../../components/ui/form-field';
import { uploadPicture } from '../products/upload-picture';
import styles from './picture-field.module.css';

/** Small enough for a form: the stored 300 px picture of an upload, the address itself otherwise. */
const preview = (url: string) => (url.startsWith('/media/uploads/') ? `${url}?w=300` : url);

interface PictureFieldProps {
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
  hint?: string;
}

/**
 * One picture of a category, brand or banner: its address in the store's media, typed or filled
 * by an upload (POST /api/admin/media answers `/media/uploads/{id}`), with a preview.
 */
export function PictureField({ label, value, onChange, error, hint }: PictureFieldProps) {
  const fileId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    if (file.size > MAX_UPLOAD_BYTES) return setUploadError(ADMIN_MEDIA_MESSAGES.tooLarge);
    setProgress(0);
    try {
      onChange((await uploadPicture(file, setProgress)).url);
    } catch (failure) {
      setUploadError((failure as Error).message);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className={styles.picture}>
      {value.startsWith('/media/') ? <img src={preview(value)} alt="" width={96} height={96} className={styles.preview} /> : <span className={styles.empty} aria-hidden="true" />}
      <div className={styles.fields}>
        <TextField label={label} value={value} error={error} hint={hint ?? 'Upload a picture, or give an address starting /media/'} onChange={(event) => onChange(event.target.value)} />
        <div className={styles.upload}>
          <label htmlFor={fileId} className={buttons.secondary}>
            Upload a picture<span className="visually-hidden"> for {label}</span>
          </label>
          <input
            id={fileId}
            className="visually-hidden"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => void upload(event.target.files?.[0]).then(() => (event.target.value = ''))}
          />
          {progress !== null && <progress max={1} value={progress} aria-label={`Uploading the picture for ${label}`} />}
          {uploadError && (
            <p className={styles.refused} role="alert">
              {uploadError}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
