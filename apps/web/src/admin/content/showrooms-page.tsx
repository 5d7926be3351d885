import type { AdminShowroom } from '@aabhushan/shared/schemas/admin-showrooms';
import { MISSING_LANGUAGE_OPTIONS, MissingLine, missingLanguagesText } from '../catalogue/missing-languages';
import { ContentList } from './content-list';
import { listValuesOf } from '../catalogue/localized-list-values';

/** The languages a showroom's name, address and city lack, as the editor says them; null when all four are written. */
const showroomMissing = (showroom: AdminShowroom) =>
  missingLanguagesText([
    { label: 'name', text: showroom.name },
    { label: 'address', text: listValuesOf(showroom.addressLines, 'line') },
    { label: 'city', text: showroom.city },
  ]);

/** /admin/showrooms: the showrooms as the store locator lists them, the flagship first; their words are edited here. */
export function ShowroomsPage() {
  return (
    <ContentList<AdminShowroom>
      resource="showrooms"
      section="/admin/showrooms"
      title="Showrooms"
      lead="Each showroom's name, address and city in the store's four languages, as the store locator and the appointment booking show them."
      noun="showrooms"
      nameHeader="Showroom"
      searchLabel="Name or city in any language, or slug"
      filters={[{ name: 'missing', label: 'Translation', placeholder: 'Any', options: MISSING_LANGUAGE_OPTIONS }]}
      nameOf={(showroom) => showroom.name.en}
      detailOf={(showroom) => (
        <>
          {showroom.isFlagship ? 'Flagship' : showroom.city.en}
          <MissingLine missing={showroomMissing(showroom)} />
        </>
      )}
      columns={[
        { header: 'Address', cell: (showroom) => showroom.addressLines.en.join(', ') },
        { header: 'Phone', cell: (showroom) => showroom.phone },
      ]}
    />
  );
}
