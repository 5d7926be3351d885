import type { AdminShowroom, AdminShowroomUpdateInput } from '@aabhushan/shared/schemas/admin-showrooms';
import { localizedValuesOf, type LocalizedValues } from '../catalogue/localized-fields';
import { listOf, listValuesOf } from '../catalogue/localized-list-values';

export interface ShowroomFormValues {
  name: LocalizedValues;
  /** Each language's address, one line a row. */
  addressLines: LocalizedValues;
  city: LocalizedValues;
}

export const showroomValuesOf = (showroom?: AdminShowroom): ShowroomFormValues => ({
  name: localizedValuesOf(showroom?.name),
  addressLines: listValuesOf(showroom?.addressLines, 'line'),
  city: localizedValuesOf(showroom?.city),
});

/** The body the API takes: every text, blank translations and empty addresses left out by its schema. */
export const showroomBodyOf = (values: ShowroomFormValues): AdminShowroomUpdateInput => ({
  name: values.name,
  addressLines: listOf(values.addressLines, 'line'),
  city: values.city,
});
