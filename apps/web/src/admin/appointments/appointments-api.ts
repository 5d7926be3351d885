import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminAppointment,
  AdminAppointmentClosureInput,
  AdminAppointmentSettingsUpdate,
  AppointmentClosure,
  AppointmentSettings,
  AppointmentSlots,
} from '@aabhushan/shared/schemas/appointments';
import { apiGet, apiSend } from '../../lib/api-client';
import { adminKeys } from '../admin-api';

const keys = {
  settings: [...adminKeys.all, 'appointment-settings'] as const,
  day: (showroom: string, date: string) => [...adminKeys.all, 'appointments', showroom, date] as const,
  closures: (showroom: string) => [...adminKeys.all, 'appointment-closures', showroom] as const,
  slots: (showroom: string, date: string) => [...adminKeys.all, 'appointment-slots', showroom, date] as const,
};

/** GET /api/admin/appointment-settings: every showroom with its slot length, consultants, PIN prefixes and video service. */
export function useAppointmentSettings() {
  return useQuery({ queryKey: keys.settings, queryFn: async ({ signal }) => (await apiGet<AppointmentSettings[]>('/api/admin/appointment-settings', { signal, cache: 'no-store' })).data });
}

/** GET /api/admin/appointments: a showroom's appointments of one day. */
export function useAppointmentDay(showroom: string, date: string) {
  return useQuery({
    queryKey: keys.day(showroom, date),
    queryFn: async ({ signal }) => (await apiGet<AdminAppointment[]>('/api/admin/appointments', { params: { showroom, date }, signal, cache: 'no-store' })).data,
    enabled: Boolean(showroom && date),
  });
}

/** GET /api/admin/appointment-closures: a showroom's closed days and slots from today on. */
export function useAppointmentClosures(showroom: string) {
  return useQuery({
    queryKey: keys.closures(showroom),
    queryFn: async ({ signal }) => (await apiGet<AppointmentClosure[]>('/api/admin/appointment-closures', { params: { showroom }, signal, cache: 'no-store' })).data,
    enabled: Boolean(showroom),
  });
}

/** The day's slots as shoppers see them (GET /api/public/appointments/slots, never cached): what staff pick a slot to close from. */
export function useDaySlots(showroom: string, date: string) {
  return useQuery({
    queryKey: keys.slots(showroom, date),
    queryFn: async ({ signal }) => (await apiGet<AppointmentSlots>('/api/public/appointments/slots', { params: { kind: 'store', showroom, date }, signal, cache: 'no-store' })).data.slots,
    enabled: Boolean(showroom && date),
  });
}

/** Every staff change here may change a day, its slots and the closures: refresh all staff answers after it. */
function useAdminChange<Input, Answer>(send: (input: Input) => Promise<{ data: Answer; message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      const envelope = await send(input);
      return { saved: envelope.data, message: envelope.message };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** PATCH /api/admin/appointment-settings/{showroomId}. */
export function useSaveAppointmentSettings(showroomId: string) {
  return useAdminChange((body: AdminAppointmentSettingsUpdate) => apiSend<AppointmentSettings>('PATCH', `/api/admin/appointment-settings/${encodeURIComponent(showroomId)}`, body));
}

/** POST /api/admin/appointment-closures: a whole day, or one slot with `slotStart`. */
export function useCloseAppointments() {
  return useAdminChange((body: AdminAppointmentClosureInput) => apiSend<AppointmentClosure>('POST', '/api/admin/appointment-closures', body));
}

/** DELETE /api/admin/appointment-closures/{id}: the day or slot opens again. */
export function useReopenAppointments() {
  return useAdminChange((id: string) => apiSend<{ id: string }>('DELETE', `/api/admin/appointment-closures/${encodeURIComponent(id)}`));
}

/** POST /api/admin/appointments/{id}/outcome: attended or no-show, once its time has come. */
export function useMarkAppointment() {
  return useAdminChange(({ id, status }: { id: string; status: 'attended' | 'no_show' }) => apiSend<{ id: string; status: string }>('POST', `/api/admin/appointments/${encodeURIComponent(id)}/outcome`, { status }));
}
