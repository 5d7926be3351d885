import type { AdminService } from '@aabhushan/shared/schemas/admin-services';
import { formatInr } from '../admin-format';
import { MISSING_LANGUAGE_OPTIONS, MissingLine, missingLanguagesText } from '../catalogue/missing-languages';
import { useContentList } from './content-api';
import { ContentList } from './content-list';
import { ACTIVE_FILTER_OPTIONS, shownOrHidden } from './faqs-page';

/** The top-level services, for the parent filter and the editor's parent choice. */
export function useTopLevelServices() {
  return useContentList<AdminService>('services', { parent: 'root', limit: 100 }).data?.items ?? [];
}

export const priceFromLabel = (service: Pick<AdminService, 'priceFrom'>) => (service.priceFrom === null ? 'Quoted after inspection' : `From ${formatInr(service.priceFrom)}`);

/** The languages a service's title, description and turnaround lack, as the editor says them; null when all four are written. */
const serviceMissing = (service: AdminService) =>
  missingLanguagesText([
    { label: 'title', text: service.title },
    { label: 'description', text: service.description },
    { label: 'turnaround', text: service.turnaround },
  ]);

/** /admin/services: the workshop's services, each top-level one followed by those under it. */
export function ServicesPage() {
  const topLevel = useTopLevelServices();
  const titleOf = (id: string | null) => topLevel.find((service) => service.id === id)?.title.en ?? '';
  return (
    <ContentList<AdminService>
      resource="services"
      section="/admin/services"
      title="Services"
      lead="Workshop services: each top-level service, then the services under it, in their order."
      newLabel="New service"
      noun="services"
      nameHeader="Service"
      searchLabel="Title in any language, or slug"
      filters={[
        { name: 'parent', label: 'Level', placeholder: 'Every service', options: [{ value: 'root', label: 'Top level only' }, ...topLevel.map((service) => ({ value: service.id, label: `Under ${service.title.en}` }))] },
        { name: 'state', label: 'On the store', placeholder: 'Shown or hidden', options: ACTIVE_FILTER_OPTIONS },
        { name: 'missing', label: 'Translation', placeholder: 'Any', options: MISSING_LANGUAGE_OPTIONS },
      ]}
      nameOf={(service) => (service.parentId ? `↳ ${service.title.en}` : service.title.en)}
      detailOf={(service) => (
        <>
          {service.parentId ? `Under ${titleOf(service.parentId)}` : service.children > 0 ? `${service.children} under it` : 'Top level'}
          <MissingLine missing={serviceMissing(service)} />
        </>
      )}
      columns={[
        { header: 'Price', cell: priceFromLabel },
        { header: 'Turnaround', cell: (service) => service.turnaround.en },
        { header: 'Order', cell: (service) => service.sortOrder, numeric: true },
      ]}
      stateOf={(service) => shownOrHidden(service.isActive)}
      switchLabels={{ on: 'Show', off: 'Hide' }}
    />
  );
}
